/**
 * The one way the client talks to the API (R-API-1, R-API-2, R-API-4, R-AUTH-7): the bearer token from localStorage when
 * present, JSON bodies, and the error catalogue's handling of 401, 403-suspended and 429.
 */

import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { findControlCharacter } from '@matchdrop/shared';
import { wordAnswer } from '../i18n/answer-words';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The localStorage key of the auth token. */
export const TOKEN_STORAGE_KEY = 'matchdrop.token';

// Never shown (failureMessage shows the screen's own fallback instead): the error's text for logs and tests.
const REQUEST_FAILED = 'Request failed';
/** The texts the client itself gives a refusal without the server's words, worded when the request fails. */
export const AUTHENTICATION_FAILED: MessageDescriptor = msg`Authentication failed`;
export const TOO_MANY_REQUESTS: MessageDescriptor = msg`Too many requests. Please wait before trying again.`;
/** shared's SERVICE_UNAVAILABLE_MESSAGE (the server's own 503 text) in the interface's language. */
export const SERVICE_UNAVAILABLE: MessageDescriptor = msg`MatchDrop is temporarily unavailable, please try again`;

/** A failed call: the HTTP status (0 when the server was never reached), the text to show, and the answer body. */
export class ApiError extends Error {
  override name = 'ApiError';

  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown = null,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/** The part of the Storage interface the client uses, so tests can pass a Map-backed fake. */
export interface TokenStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

export interface ApiClientDeps {
  fetch: FetchLike;
  /** Undefined when the browser refuses storage (privacy modes): the client then runs without a saved session. */
  storage: () => TokenStorage | undefined;
}

type UnauthorizedListener = (message: string, body: unknown) => void;

export interface ApiClient {
  apiRequest<T>(method: HttpMethod, path: string, body?: unknown): Promise<T>;
  readToken(): string | null;
  writeToken(token: string): void;
  clearToken(): void;
  /**
   * Called with the error text and the answer body whenever the API refuses the session (401); the
   * body says whether it was refused because the account is suspended. Returns the unsubscribe function.
   */
  onUnauthorized(listener: UnauthorizedListener): () => void;
}

/** The answer's `error` text when it has one, in the interface's language (worded from its `code`). */
export function errorText(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const error = (body as { error?: unknown }).error;
  return typeof error === 'string' && error.trim() !== '' ? wordAnswer(body, error) : undefined;
}

/**
 * An answer that says "this account is suspended": a 403 (R-API-3 hands it back to the caller), or the
 * 401 of a session the suspension ended.
 */
export function isSuspendedAnswer(body: unknown): body is { suspended: true; error?: string; suspensionReason?: string } {
  return typeof body === 'object' && body !== null && (body as { suspended?: unknown }).suspended === true;
}

const UNAVAILABLE_STATUSES = new Set([502, 503, 504]);

/** shared's control-character rule over the query and the JSON body: the message, or undefined when clean. */
function controlCharacterRefusal(path: string, body: unknown): string | undefined {
  const search = path.includes('?') ? path.slice(path.indexOf('?') + 1) : '';
  const query: Record<string, string[]> = {};
  for (const [key, value] of new URLSearchParams(search)) (query[key] ??= []).push(value);
  return findControlCharacter(query) ?? findControlCharacter(body);
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export function createApiClient(deps: ApiClientDeps): ApiClient {
  const listeners = new Set<UnauthorizedListener>();

  // Storage can throw (quota, disabled cookies): a session that cannot be saved is simply not saved.
  const readToken = (): string | null => {
    try {
      return deps.storage()?.getItem(TOKEN_STORAGE_KEY) ?? null;
    } catch {
      return null;
    }
  };
  const writeToken = (token: string): void => {
    try {
      deps.storage()?.setItem(TOKEN_STORAGE_KEY, token);
    } catch {
      /* kept in memory by the auth context only */
    }
  };
  const clearToken = (): void => {
    try {
      deps.storage()?.removeItem(TOKEN_STORAGE_KEY);
    } catch {
      /* nothing stored, nothing to clear */
    }
  };

  async function apiRequest<T>(method: HttpMethod, path: string, body?: unknown): Promise<T> {
    // The server refuses control characters with these very words; saying so here spares the round trip.
    const refused = controlCharacterRefusal(path, body);
    if (refused !== undefined) throw new ApiError(400, refused, { error: refused });
    const token = readToken();
    const headers: Record<string, string> = { Accept: 'application/json' };
    // eslint-disable-next-line lingui/no-unlocalized-strings -- an HTTP header's value
    if (token) headers.Authorization = `Bearer ${token}`;
    if (body !== undefined) headers['Content-Type'] = 'application/json';

    let response: Response;
    try {
      response = await deps.fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    } catch (cause) {
      throw new ApiError(0, REQUEST_FAILED, null, { cause });
    }
    const answer = await readBody(response);
    if (response.ok) return answer as T;

    const serverText = errorText(answer);
    if (response.status === 401) {
      // A late answer to a request made with an older session must not end the session that replaced it.
      const text = serverText ?? i18n._(AUTHENTICATION_FAILED);
      if (token !== null && readToken() === token) {
        clearToken();
        for (const listener of [...listeners]) listener(text, answer);
      }
      throw new ApiError(401, text, answer);
    }
    if (response.status === 403 && isSuspendedAnswer(answer)) return answer as T;
    if (response.status === 429) throw new ApiError(429, serverText ?? i18n._(TOO_MANY_REQUESTS), answer);
    throw new ApiError(response.status, serverText ?? `${REQUEST_FAILED}: ${response.status}`, answer);
  }

  return {
    apiRequest,
    readToken,
    writeToken,
    clearToken,
    onUnauthorized(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

function browserStorage(): TokenStorage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/** The browser's client: window.fetch and localStorage, both looked up at call time. */
export const apiClient: ApiClient = createApiClient({
  fetch: (url, init) => globalThis.fetch(url, init),
  storage: browserStorage,
});

export function apiRequest<T>(method: HttpMethod, path: string, body?: unknown): Promise<T> {
  return apiClient.apiRequest<T>(method, path, body);
}

/**
 * The text to show for a failed call: what the server said (or the rate-limit text), else the
 * screen's own fallback, e.g. 'Login failed'. Generic 'Request failed: 500' never reaches the user.
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  // A proxy in front answers 502/504 without our JSON while the server restarts: the words of our own 503.
  if (UNAVAILABLE_STATUSES.has(error.status)) return errorText(error.body) ?? i18n._(SERVICE_UNAVAILABLE);
  return errorText(error.body) ?? (error.status === 429 || error.status === 401 ? error.message : fallback);
}
