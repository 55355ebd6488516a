// Every route of the API, found by walking its router stack, fed random and malformed input on each
// database: bad ids, NULs and other control characters, huge strings, wrong types, broken JSON, bad
// tokens. Nothing may answer 5xx, and every 4xx is JSON with an `error` text. Seeded (FUZZ_SEED) and
// bounded in count, so a failure names the request that broke and can be replayed.
import { ID_MAX } from '@matchdrop/shared';
import { testBackends } from '@matchdrop/db/testing';
import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fuzzRoutes, listRoutes, startTestApi, testConfig, type TestApi, type TestUser } from '../testing.js';

const SEED = process.env.FUZZ_SEED ?? 'matchdrop-fuzz-1';
/** Requests per route and database: 55 routes × 12 ≈ 660 requests, a few seconds on each backend. */
const PER_ROUTE = 12;

describe.each(await testBackends())('fuzzing every API route on %s', (kind) => {
  let api: TestApi;
  let tokens: Array<string | undefined>;

  beforeAll(async () => {
    api = await startTestApi(kind);
    const user: TestUser = await api.createUser();
    const admin: TestUser = await api.createUser({ role: 'admin' });
    const suspended: TestUser = await api.createUser({ is_suspended: true, suspension_reason: 'Spam' });
    const game = await api.call('POST', '/api/v2/dictionaries', { token: user.token, body: { name: 'Caps', data: { France: 'Paris', Spain: 'Madrid', Italy: 'Rome' } } });
    expect(game.status).toBe(201);
    const forged = (sub: unknown) => jwt.sign({ sub, iatMs: Date.parse('2025-03-01T12:00:00Z') }, testConfig.jwtSecret, { algorithm: 'HS256' });
    tokens = [undefined, user.token, user.token, admin.token, admin.token, suspended.token, 'garbage', forged(String(ID_MAX + 1)), forged('-3'), forged({ id: 1 })];
  });
  afterAll(() => api.close());

  it(`answers every route's random input with a 4xx JSON { error } or a success, never a 5xx (seed ${SEED})`, async () => {
    const routes = listRoutes(api.app);
    // The walk must find the routers' routes, not just a few top-level ones.
    expect(routes.length).toBeGreaterThan(40);
    const { sent, failures } = await fuzzRoutes({ baseUrl: api.url, routes, tokens, seed: `${SEED}:${kind}`, perRoute: PER_ROUTE });
    expect(sent).toBe(routes.length * PER_ROUTE);
    expect(failures, `seed ${SEED}: ${failures.length} bad answers of ${sent}`).toEqual([]);
  }, 240_000);
});
