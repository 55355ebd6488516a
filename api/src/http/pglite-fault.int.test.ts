// The embedded database has no network to lose; what can fail is the PGlite instance itself (closed
// while requests still arrive at shutdown, or its WebAssembly runtime crashed: see isDatabaseUnavailable).
// Such a request is a 503 "temporarily unavailable", like a PostgreSQL outage, never a 500 with a stack.
import { SERVICE_UNAVAILABLE_MESSAGE } from '@matchdrop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi, type TestUser } from '../testing.js';

describe('a request after the embedded database was closed', () => {
  let api: TestApi;
  let user: TestUser;

  beforeAll(async () => {
    api = await startTestApi('pglite');
    user = await api.createUser();
    await api.handle.close();
  });
  afterAll(() => api.close());

  it('answers 503 with Retry-After and the temporarily-unavailable text', async () => {
    const res = await fetch(`${api.url}/api/dictionaries`, { headers: { authorization: `Bearer ${user.token}` } });
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await res.json()).toEqual({ error: SERVICE_UNAVAILABLE_MESSAGE, code: 'service_unavailable' });
  });
});
