/**
 * An expected failure a service reports to the client: the status, the `error` text,
 * and optional extra fields merged into the JSON body (e.g. `{ conflictType: 'email' }`).
 */
export class HttpError extends Error {
  override name = 'HttpError';

  constructor(
    readonly status: number,
    message: string,
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export function isHttpError(value: unknown): value is HttpError {
  return value instanceof HttpError;
}
