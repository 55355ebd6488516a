import type { ErrorRequestHandler } from 'express';
import type { Logger } from 'pino';
import type { ErrorAnswer, ErrorCode } from '@matchdrop/shared';
import { isDatabaseUnavailable } from '@matchdrop/db';
import { HttpError } from './http-error.js';
import { answerUnavailable } from './unavailable.js';

/** The fields body-parser / http-errors put on the errors they raise. */
interface ClientError {
  status?: unknown;
  statusCode?: unknown;
  type?: unknown;
  expose?: unknown;
  message?: unknown;
}

/** Turns a body-parser (http-errors) failure into a 4xx answer; undefined when it is not one. */
function clientErrorAnswer(err: unknown): { status: number; error: string; code: ErrorCode } | undefined {
  if (typeof err !== 'object' || err === null) return undefined;
  const e = err as ClientError;
  const status = typeof e.status === 'number' ? e.status : typeof e.statusCode === 'number' ? e.statusCode : undefined;
  if (status === undefined || status < 400 || status > 499) return undefined;
  if (e.type === 'entity.parse.failed') return { status: 400, error: 'Invalid JSON body', code: 'invalid_json' };
  if (e.type === 'entity.too.large') return { status: 413, error: 'Request body too large', code: 'body_too_large' };
  // http-errors marks 4xx messages as safe to show; anything else gets the generic text.
  const error = e.expose === true && typeof e.message === 'string' && e.message !== '' ? e.message : 'Bad request';
  return { status, error, code: 'bad_request' };
}

/**
 * The last middleware: every failure becomes `{ error, code }` JSON. Only real bugs are 5xx; they are
 * logged with their stack, which never reaches the client.
 */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (err: unknown, req, res, next) => {
    if (res.headersSent) {
      // Too late to answer: let Express close the connection.
      next(err);
      return;
    }
    if (isDatabaseUnavailable(err)) {
      // Not the user's fault and not a bug: one line, no stack; the client is told to try again.
      logger.warn({ method: req.method, url: req.originalUrl, reason: err instanceof Error ? err.message : String(err) }, 'database unavailable');
      answerUnavailable(res);
      return;
    }
    if (err instanceof HttpError) {
      // A 503 is an answer made on purpose (a service away, logged by whoever watches it), not a bug.
      if (err.status >= 500 && err.status !== 503) logger.error({ err, method: req.method, url: req.originalUrl }, 'request failed');
      res.status(err.status).json({ ...err.extra, error: err.message, code: err.code } satisfies ErrorAnswer);
      return;
    }
    const clientError = clientErrorAnswer(err);
    if (clientError) {
      res.status(clientError.status).json({ error: clientError.error, code: clientError.code } satisfies ErrorAnswer);
      return;
    }
    logger.error({ err, method: req.method, url: req.originalUrl }, 'unhandled error while handling a request');
    res.status(500).json({ error: 'Internal server error', code: 'internal_error' } satisfies ErrorAnswer);
  };
}
