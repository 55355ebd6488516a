import type { RequestHandler } from 'express';
import type { Logger } from 'pino';

/**
 * One log line per request, so an operator can see what happens: method, path (without the query string),
 * status and duration in ms, at `info`; a 5xx answer at `error` (the error handler logs its stack). Never a
 * body, a header or a query: no passwords, codes or tokens reach the log. A request the client gave up on
 * (or a live event stream that closed) is logged when it closes, flagged `aborted`.
 */
export function requestLogger(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    const path = req.originalUrl.split('?', 1)[0] ?? '/';
    // 'close' follows 'finish' on every response, so one listener serves both outcomes.
    res.once('close', () => {
      const aborted = !res.writableFinished;
      const ms = Math.round(Number(process.hrtime.bigint() - started) / 1e4) / 100;
      const line = { method: req.method, path, status: res.statusCode, ms, ...(aborted ? { aborted: true } : {}) };
      if (res.statusCode >= 500) logger.error(line, 'request');
      else logger.info(line, 'request');
    });
    next();
  };
}
