import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';

/**
 * Security headers for the API and the single-page app it is served with.
 * The CSP admits only the app itself: its own scripts, websockets back to the same origin
 * ('self' covers ws:/wss: to the page's host in CSP3), inline styles (React style props),
 * and data:/blob: images and audio (Phaser textures, Howler's unlock sound).
 */
export const SECURITY_HEADER_OPTIONS: Readonly<HelmetOptions> = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      connectSrc: ["'self'"],
      fontSrc: ["'self'", 'data:'],
      formAction: ["'self'"],
      frameAncestors: ["'self'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      mediaSrc: ["'self'", 'data:', 'blob:'],
      objectSrc: ["'none'"],
      scriptSrc: ["'self'"],
      scriptSrcAttr: ["'none'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      workerSrc: ["'self'", 'blob:'],
      // No upgrade-insecure-requests: a plain-http install on a LAN address must keep working.
    },
  },
};

/** What helmet does to a response with these options, recorded once: its headers are the same for every request. */
function helmetHeaders(): { set: [string, string][]; removed: string[] } {
  const set = new Map<string, string>();
  const removed: string[] = [];
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => set.set(name, String(value)),
    removeHeader: (name: string) => removed.push(name),
  };
  let finished = false;
  helmet(SECURITY_HEADER_OPTIONS)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
    finished = true;
  });
  // Every helmet middleware is synchronous; one that was not would have left headers unrecorded.
  if (!finished) throw new Error('helmet did not finish synchronously: its headers cannot be recorded once');
  return { set: [...set], removed };
}

/**
 * The headers helmet would set, set in one step: helmet's eleven middlewares per request were a visible part of a
 * request's CPU in the mixed class-session bench (bench/api-reads.ts), for headers that never change.
 */
export function securityHeaders(): RequestHandler {
  const { set, removed } = helmetHeaders();
  return (_req, res, next) => {
    // The API app mounted in the product's host, which already set them: not a second time on every request.
    if (!res.hasHeader('content-security-policy')) {
      for (const [name, value] of set) res.setHeader(name, value);
      for (const name of removed) res.removeHeader(name);
    }
    next();
  };
}
