import { i18n } from '@lingui/core';
import { SERVICE_UNAVAILABLE_MESSAGE } from '@matchdrop/shared';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ApiError,
  AUTHENTICATION_FAILED as AUTHENTICATION_FAILED_WORDS,
  createApiClient,
  failureMessage,
  SERVICE_UNAVAILABLE,
  TOKEN_STORAGE_KEY,
  TOO_MANY_REQUESTS as TOO_MANY_REQUESTS_WORDS,
  type FetchLike,
  type TokenStorage,
} from './http';

// The client's own texts in English (the language the tests run in).
const AUTHENTICATION_FAILED = i18n._(AUTHENTICATION_FAILED_WORDS);
const TOO_MANY_REQUESTS = i18n._(TOO_MANY_REQUESTS_WORDS);

class MemoryStorage implements TokenStorage {
  readonly map = new Map<string, string>();
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.map.set(key, value);
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
}

interface Call {
  url: string;
  init: RequestInit;
}

function setup(answer: (call: Call) => Response | Promise<Response>, token?: string) {
  const storage = new MemoryStorage();
  if (token !== undefined) storage.setItem(TOKEN_STORAGE_KEY, token);
  const calls: Call[] = [];
  const fetch: FetchLike = async (url, init) => {
    const call = { url, init };
    calls.push(call);
    return answer(call);
  };
  const client = createApiClient({ fetch, storage: () => storage });
  const unauthorized: string[] = [];
  client.onUnauthorized((message) => unauthorized.push(message));
  return { client, storage, calls, unauthorized };
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('apiRequest', () => {
  it('sends the stored token as a bearer token and the body as JSON', async () => {
    const { client, calls } = setup(() => json(200, { ok: 1 }), 'tok-1');
    await expect(client.apiRequest('POST', '/api/x', { a: 1 })).resolves.toEqual({ ok: 1 });
    const headers = calls[0]!.init.headers as Record<string, string>;
    expect(calls[0]!.url).toBe('/api/x');
    expect(calls[0]!.init.method).toBe('POST');
    expect(headers.Authorization).toBe('Bearer tok-1');
    expect(headers['Content-Type']).toBe('application/json');
    expect(calls[0]!.init.body).toBe('{"a":1}');
  });

  it('sends no Authorization header and no body when there is neither', async () => {
    const { client, calls } = setup(() => json(200, []));
    await client.apiRequest('GET', '/api/y');
    const headers = calls[0]!.init.headers as Record<string, string>;
    expect(headers.Authorization).toBeUndefined();
    expect(headers['Content-Type']).toBeUndefined();
    expect(calls[0]!.init.body).toBeUndefined();
  });

  it('answers null for an empty success body', async () => {
    const { client } = setup(() => new Response(null, { status: 204 }));
    await expect(client.apiRequest('DELETE', '/api/z')).resolves.toBeNull();
  });

  it("reads the error text from the answer's error field", async () => {
    const { client } = setup(() => json(400, { error: 'Game name is required' }));
    const error = await failure(client.apiRequest('POST', '/api/dictionaries', {}));
    expect(error.status).toBe(400);
    expect(error.message).toBe('Game name is required');
    expect(error.body).toEqual({ error: 'Game name is required' });
  });

  it("falls back to 'Request failed: {status}' without an error field, even for a non-JSON body", async () => {
    const { client } = setup(() => new Response('<html>bad gateway</html>', { status: 502 }));
    const error = await failure(client.apiRequest('GET', '/api/x'));
    expect(error.message).toBe('Request failed: 502');
    expect(error.status).toBe(502);
  });

  it("says 'Request failed' with status 0 when the server cannot be reached", async () => {
    const { client } = setup(() => Promise.reject(new TypeError('fetch failed')));
    const error = await failure(client.apiRequest('GET', '/api/x'));
    expect(error.status).toBe(0);
    expect(error.message).toBe('Request failed');
  });

  it('on 401 clears the token, tells the listeners and throws the server message', async () => {
    const { client, storage, unauthorized } = setup(() => json(401, { error: 'Session expired. Please log in again.' }), 'old');
    const error = await failure(client.apiRequest('GET', '/api/auth/profile'));
    expect(error.status).toBe(401);
    expect(error.message).toBe('Session expired. Please log in again.');
    expect(storage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(unauthorized).toEqual(['Session expired. Please log in again.']);
  });

  it('on 401 hands the listeners the answer body too, so a suspension that ended the session can be shown', async () => {
    const body = { error: 'Your account has been suspended.', suspended: true, suspensionReason: 'Spam' };
    const { client, storage } = setup(() => json(401, body), 'old');
    const seen: unknown[] = [];
    client.onUnauthorized((message, answer) => seen.push([message, answer]));
    const error = await failure(client.apiRequest('GET', '/api/auth/profile'));
    expect(error.status).toBe(401);
    expect(error.body).toEqual(body);
    expect(storage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(seen).toEqual([['Your account has been suspended.', body]]);
  });

  it("on 401 without a message says 'Authentication failed'", async () => {
    const { client, unauthorized } = setup(() => new Response('', { status: 401 }), 't');
    const error = await failure(client.apiRequest('GET', '/api/x'));
    expect(error.message).toBe(AUTHENTICATION_FAILED);
    expect(unauthorized).toEqual([AUTHENTICATION_FAILED]);
  });

  it('a 401 to a request made with an older token leaves the newer session alone', async () => {
    let release!: (r: Response) => void;
    const { client, storage, unauthorized } = setup(() => new Promise<Response>((resolve) => (release = resolve)), 'old');
    const pending = client.apiRequest('GET', '/api/x');
    client.writeToken('new');
    release(json(401, { error: 'Authentication failed' }));
    await failure(pending);
    expect(storage.getItem(TOKEN_STORAGE_KEY)).toBe('new');
    expect(unauthorized).toEqual([]);
  });

  it('a 401 without any session (a wrong password) notifies nobody', async () => {
    const { client, unauthorized } = setup(() => json(401, { error: 'Invalid username or password' }));
    const error = await failure(client.apiRequest('POST', '/api/auth/login', {}));
    expect(error.message).toBe('Invalid username or password');
    expect(unauthorized).toEqual([]);
  });

  it('returns the body of a 403 that carries the suspended flag instead of throwing', async () => {
    const body = { error: 'Your account is suspended: spam', suspended: true, suspensionReason: 'spam' };
    const { client, storage } = setup(() => json(403, body), 't');
    await expect(client.apiRequest('POST', '/api/dictionaries', {})).resolves.toEqual(body);
    expect(storage.getItem(TOKEN_STORAGE_KEY)).toBe('t');
  });

  it('throws any other 403', async () => {
    const { client } = setup(() => json(403, { error: 'Admin access required' }));
    expect((await failure(client.apiRequest('GET', '/api/admin/stats'))).message).toBe('Admin access required');
  });

  it('on 429 uses the server message or the standard wait text', async () => {
    const withText = setup(() => json(429, { error: 'Please wait 42 seconds before requesting a new code.' }));
    expect((await failure(withText.client.apiRequest('POST', '/x'))).message).toBe('Please wait 42 seconds before requesting a new code.');
    const bare = setup(() => new Response('', { status: 429 }));
    expect((await failure(bare.client.apiRequest('POST', '/x'))).message).toBe(TOO_MANY_REQUESTS);
  });

  it('keeps working when storage is unavailable or throws', async () => {
    const throwing: TokenStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    const client = createApiClient({ fetch: async () => json(200, { ok: true }), storage: () => throwing });
    client.writeToken('x');
    client.clearToken();
    expect(client.readToken()).toBeNull();
    await expect(client.apiRequest('GET', '/x')).resolves.toEqual({ ok: true });
    const none = createApiClient({ fetch: async () => json(200, 1), storage: () => undefined });
    expect(none.readToken()).toBeNull();
  });

  it('stops calling a listener once it unsubscribes', async () => {
    const { client } = setup(() => json(401, {}), 't');
    const heard: string[] = [];
    const off = client.onUnauthorized((m) => heard.push(m));
    off();
    await failure(client.apiRequest('GET', '/x'));
    expect(heard).toEqual([]);
  });
});

describe('failureMessage', () => {
  it("prefers the server's text, then the rate-limit or session text, else the screen's fallback", () => {
    expect(failureMessage(new ApiError(409, 'Username already exists', { error: 'Username already exists' }), 'Registration failed')).toBe('Username already exists');
    expect(failureMessage(new ApiError(429, TOO_MANY_REQUESTS, null), 'Login failed')).toBe(TOO_MANY_REQUESTS);
    expect(failureMessage(new ApiError(500, 'Request failed: 500', null), 'Login failed')).toBe('Login failed');
    expect(failureMessage(new ApiError(0, 'Request failed', null), 'Login failed')).toBe('Login failed');
    expect(failureMessage(new Error('boom'), 'Login failed')).toBe('Login failed');
  });

  it('says the product is temporarily unavailable for a 503, and for a 502/504 from a proxy without our JSON', () => {
    const body = { error: SERVICE_UNAVAILABLE_MESSAGE };
    expect(failureMessage(new ApiError(503, SERVICE_UNAVAILABLE_MESSAGE, body), 'Login failed')).toBe(SERVICE_UNAVAILABLE_MESSAGE);
    expect(failureMessage(new ApiError(502, 'Request failed: 502', '<html>bad gateway</html>'), 'Login failed')).toBe(SERVICE_UNAVAILABLE_MESSAGE);
    expect(failureMessage(new ApiError(504, 'Request failed: 504', null), 'Login failed')).toBe(SERVICE_UNAVAILABLE_MESSAGE);
  });
});

describe("the client's own texts", () => {
  afterEach(() => i18n.activate('en'));

  it("says the server's 503 words in English, word for word", () => {
    expect(i18n._(SERVICE_UNAVAILABLE)).toBe(SERVICE_UNAVAILABLE_MESSAGE);
    expect(AUTHENTICATION_FAILED).toBe('Authentication failed');
    expect(TOO_MANY_REQUESTS).toBe('Too many requests. Please wait before trying again.');
  });

  it('words them in the language active when the request fails, not when the module loaded', async () => {
    i18n.load('ru', { [TOO_MANY_REQUESTS_WORDS.id]: 'Слишком много запросов', [SERVICE_UNAVAILABLE.id]: 'MatchDrop временно недоступен' });
    i18n.activate('ru');
    const { client } = setup(() => new Response('', { status: 429 }));
    expect((await failure(client.apiRequest('GET', '/x'))).message).toBe('Слишком много запросов');
    expect(failureMessage(new ApiError(502, 'Request failed: 502', null), 'Login failed')).toBe('MatchDrop временно недоступен');
  });
});
