import { join } from 'node:path';
import express, { type Request, type Response, type Router } from 'express';
import { isFileMissing, precompressedAssets } from './precompressed.js';

/** Vite puts content-hashed files here: a changed file gets a new name, so they never go stale. */
const HASHED_ASSETS = '/assets/';
const IMMUTABLE = 'public, max-age=31536000, immutable';
// Revalidated on every load, so a new build reaches users at once.
const REVALIDATE = 'no-cache';

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>MatchDrop: client not built</title></head>
<body>
<h1>MatchDrop is running, but the client has not been built</h1>
<p>The API is up (<a href="/api/health">/api/health</a>). Build the browser client with <code>npm run build</code>, then reload this page.</p>
</body>
</html>
`;

/**
 * Serves the built single-page client from `clientDist`: files as they are (assets precompressed
 * when the browser accepts it, see precompressed.ts), and index.html for
 * any other GET outside /api and /assets/ (client-side routes). Without a build, a 503 page says
 * what to do. The directory is looked at per request, so building after start-up just works.
 */
export function clientRoutes(clientDist: string): Router {
  const router = express.Router();
  const indexHtml = join(clientDist, 'index.html');

  // The build's brotli and gzip copies of the assets, to a browser that accepts them; the files themselves otherwise.
  router.use(precompressedAssets(clientDist, IMMUTABLE));
  router.use(
    express.static(clientDist, {
      index: false,
      setHeaders(res, _path) {
        const url = (res.req as Request).path;
        res.setHeader('Cache-Control', url.startsWith(HASHED_ASSETS) ? IMMUTABLE : REVALIDATE);
      },
    }),
  );

  router.get(/.*/, (req: Request, res: Response, next) => {
    if (req.path.startsWith('/api/') || req.path === '/api' || req.path.startsWith(HASHED_ASSETS)) {
      next();
      return;
    }
    res.sendFile(indexHtml, { headers: { 'Cache-Control': REVALIDATE } }, (err) => {
      if (err === undefined) return;
      if (isFileMissing(err) && !res.headersSent) {
        res.status(503).set('Cache-Control', 'no-store').type('html').send(NOT_BUILT_PAGE);
        return;
      }
      next(err);
    });
  });
  return router;
}
