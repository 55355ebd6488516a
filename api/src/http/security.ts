import helmet from 'helmet';
import type { RequestHandler } from 'express';

/**
 * Security headers for the API and the single-page app it is served with.
 * The CSP admits only the app itself: its own scripts, websockets back to the same origin
 * ('self' covers ws:/wss: to the page's host in CSP3), inline styles (React style props),
 * and data:/blob: images and audio (Phaser textures, Howler's unlock sound).
 */
export function securityHeaders(): RequestHandler {
  const setHeaders = helmet({
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
  });
  // The API app mounted in the product's host, which already set them: not a second time on every request.
  return (req, res, next) => (res.hasHeader('content-security-policy') ? next() : setHeaders(req, res, next));
}
