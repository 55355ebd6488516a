import type { ErrorCode } from '@matchdrop/shared';

/**
 * An expected failure a service reports to the client: the status, the stable `code` the interface words in its
 * language, the English `error` text, and optional extra fields merged into the JSON body (the values the text
 * names, e.g. `{ existingUsername }`). The code is required: an answer without one cannot be translated.
 */
export class HttpError extends Error {
  override name = 'HttpError';

  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export function isHttpError(value: unknown): value is HttpError {
  return value instanceof HttpError;
}
