import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import type { Readable } from 'node:stream';
import { PageFetchError } from './errors.js';

/** One vetted address of a host: the connection goes there and nowhere else. */
export interface PinnedAddress {
  address: string;
  family: 4 | 6;
}

export interface HopAnswer {
  status: number;
  headers: IncomingMessage['headers'];
  /** Reads the (decoded) body up to `maxBytes`; call it only for a 2xx answer. */
  body(maxBytes: number): Promise<Buffer>;
  /** Drops the body (redirects, refusals). */
  discard(): void;
}

/**
 * The DNS answer for the connection is the vetted address, whatever the name resolves to now: a second
 * lookup by the HTTP stack could return another address (DNS rebinding). Node asks with `all: true`
 * when it may try several addresses, and for one address otherwise.
 */
function pinnedLookup(pinned: PinnedAddress): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address: pinned.address, family: pinned.family }]);
    else callback(null, pinned.address, pinned.family);
  };
}

function decoded(res: IncomingMessage): Readable {
  const encoding = (res.headers['content-encoding'] ?? 'identity').toLowerCase().trim();
  if (encoding === 'gzip' || encoding === 'x-gzip') return res.pipe(createGunzip());
  if (encoding === 'deflate') return res.pipe(createInflate());
  if (encoding === 'br') return res.pipe(createBrotliDecompress());
  if (encoding === 'identity' || encoding === '') return res;
  throw new PageFetchError(`The page uses an encoding the server cannot read (${encoding})`);
}

function readCapped(res: IncomingMessage, maxBytes: number, tooLarge: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    let stream: Readable;
    try {
      stream = decoded(res);
    } catch (error) {
      res.destroy();
      reject(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length;
      // Counted after decompression, so a small compressed "bomb" is stopped too.
      if (size > maxBytes) {
        res.destroy();
        stream.destroy();
        reject(new PageFetchError(tooLarge));
        return;
      }
      chunks.push(chunk);
    });
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', () => reject(new PageFetchError('The page could not be read completely')));
    res.on('error', () => reject(new PageFetchError('The connection to the page was cut')));
  });
}

/** One GET to `url`, connected to `pinned`, without following redirects. */
export function getOnce(url: URL, pinned: PinnedAddress, signal: AbortSignal, tooLarge: string): Promise<HopAnswer> {
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'GET',
        lookup: pinnedLookup(pinned),
        // No shared connection pool: a pooled socket could outlive the check of the address it went to.
        agent: false,
        signal,
        headers: {
          accept: 'text/html, application/xhtml+xml, text/plain;q=0.9',
          'accept-encoding': 'gzip, deflate, br',
          'user-agent': 'MatchDrop game creator (reads a page to build a matching game)',
        },
      },
      (res) => {
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: (maxBytes) => readCapped(res, maxBytes, tooLarge),
          discard: () => res.destroy(),
        });
      },
    );
    req.on('error', (error) => reject(error));
    req.end();
  });
}
