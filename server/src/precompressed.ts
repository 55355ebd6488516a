import { stat } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import type { NextFunction, Request, RequestHandler, Response } from 'express';

/** Vite's content-hashed files, where the client build writes x.br and x.gz beside x (client/vite-plugins.ts, precompress). */
const ASSETS = '/assets/';
/** What the build compresses; for anything else (and a file with no smaller copy) express.static sends the file itself. */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.svg', '.json', '.html', '.wasm', '.txt', '.xml', '.webmanifest']);
/** The server's order of preference, smallest first: br is ~20% smaller than gzip (browsers offer br over HTTPS, gzip everywhere). */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;
/** Which copies exist is remembered; a client asking for made-up names empties the memory now and then instead of growing it. */
const MAX_REMEMBERED = 10_000;

/** A file (or a folder on its path) not there: the one error that means "answer as if it never existed". */
export function isFileMissing(err: unknown): boolean {
  const code = (err as { code?: unknown }).code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}

/**
 * `assets/…` for a request path under /assets/, decoded; null for anything that could leave the folder or name a
 * hidden file ('..', '.x', a backslash, NUL), or that encodeURI in res.sendFile would not carry through ('?', '#', '%').
 */
function assetPath(path: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return null;
  }
  if (!decoded.startsWith(ASSETS) || /[\\\0?#%]/.test(decoded)) return null;
  const relative = decoded.slice(1);
  return relative.split('/').some((segment) => segment === '' || segment.startsWith('.')) ? null : relative;
}

/**
 * Answers GET and HEAD of a built asset with its brotli or gzip copy when the request accepts that encoding and the
 * build wrote one: the bytes are compressed once at build time (brotli at its best quality, too slow per request)
 * and never per request. The answer carries the original's Content-Type, `Content-Encoding`, `Vary: Accept-Encoding`
 * and the assets' `cacheControl`. Everything else goes on to the next handler (express.static sends the file itself).
 * Which copies exist is looked up on disk once per file; a copy gone since (a rebuild) falls back to the file.
 */
export function precompressedAssets(clientDist: string, cacheControl: string): RequestHandler {
  const root = resolve(clientDist);
  const exists = new Map<string, boolean>();
  const copyExists = async (relative: string): Promise<boolean> => {
    const known = exists.get(relative);
    if (known !== undefined) return known;
    const found = await stat(join(root, relative)).then(
      (s) => s.isFile(),
      () => false,
    );
    if (exists.size >= MAX_REMEMBERED) exists.clear();
    exists.set(relative, found);
    return found;
  };

  return (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.path.startsWith(ASSETS)) {
      next();
      return;
    }
    const relative = assetPath(req.path);
    const extension = relative === null ? '' : extname(relative);
    if (relative === null || !COMPRESSIBLE.has(extension)) {
      next();
      return;
    }
    // The answer depends on Accept-Encoding whichever file is sent, so caches must keep one per encoding.
    res.vary('Accept-Encoding');
    const choose = async () => {
      for (const encoding of ENCODINGS) {
        if (req.acceptsEncodings(encoding.name) === encoding.name && (await copyExists(relative + encoding.suffix))) return encoding;
      }
      return null;
    };
    void choose()
      .then((encoding) => {
        if (encoding === null) {
          next();
          return;
        }
        const copy = relative + encoding.suffix;
        res.type(extension);
        res.setHeader('Content-Encoding', encoding.name);
        res.setHeader('Cache-Control', cacheControl);
        // Relative to root: send refuses any path that would climb out of it (and, with dotfiles: 'deny', hidden files).
        res.sendFile(copy, { root, dotfiles: 'deny' }, (err) => {
          if (err === undefined) return;
          if (isFileMissing(err) && !res.headersSent) {
            exists.delete(copy);
            res.removeHeader('Content-Encoding');
            res.removeHeader('Content-Type');
            res.removeHeader('Cache-Control');
            next();
            return;
          }
          // A client gone mid-answer: nothing left to send it.
          if (res.headersSent) return;
          next(err);
        });
      })
      .catch(next);
  };
}
