import express from 'express';
import jwt from 'jsonwebtoken';
import { openTestDatabase, testBackends, type TestDbHandle } from '@matchdrop/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorHandler } from '../http/error-handler.js';
import { suspendUser, unsuspendUser } from '../suspension/service.js';
import { revokeTokens } from '../users/repository.js';
import { authenticate, requireActiveUser, requireAdmin, requireUser } from './middleware.js';
import { captureLogger, createTestUser, jsonClient, movableClock, serve, TEST_JWT_SECRET, type JsonClient, type Served } from '../testing.js';
import { signToken, TOKEN_TTL_SECONDS } from './tokens.js';
import { currentUser } from './current-user.js';

describe.each(await testBackends())('authenticate and the require* guards on %s', (kind) => {
  let handle: TestDbHandle;
  let served: Served;
  let client: JsonClient;
  const clock = movableClock();
  const config = { jwtSecret: TEST_JWT_SECRET };
  const log = captureLogger();

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    const app = express();
    app.use(authenticate({ db: handle.db, clock, config }));
    app.get('/anyone', (req, res) => {
      res.json({ user: req.user ?? null });
    });
    app.get('/user', requireUser, (req, res) => {
      res.json({ id: currentUser(req).id });
    });
    app.get('/active', requireActiveUser, (req, res) => {
      res.json({ id: currentUser(req).id });
    });
    app.get('/admin', requireAdmin, (req, res) => {
      res.json({ id: currentUser(req).id });
    });
    // A wiring mistake: a route that reads the current user without a guard in front of it.
    app.get('/unguarded', (req, res) => {
      res.json({ id: currentUser(req).id });
    });
    app.use(errorHandler(log.logger));
    served = await serve(app);
    client = jsonClient(served.url);
  });

  afterAll(async () => {
    await served.close();
    await handle.close();
  });

  const newUser = () => createTestUser({ db: handle.db, config, clock });

  it('answers 500 and logs the route when a handler reads the current user without a guard', async () => {
    const answer = await client.get('/unguarded');
    expect(answer).toMatchObject({ status: 500, body: { error: 'Internal server error' } });
    expect(JSON.stringify(log.records())).toContain('GET /unguarded is not mounted behind an authentication guard');
  });

  it('continues anonymously without a header and sets req.user from the database with one', async () => {
    expect((await client.get('/anyone')).body).toEqual({ user: null });
    const { id, token, username, email } = await newUser();
    expect((await client.get('/anyone', { token })).body).toEqual({
      user: { id, username, email, role: 'user', isSuspended: false, suspensionReason: null },
    });
  });

  it('answers a bad, forged or malformed token with 401 "Authentication failed"', async () => {
    const { id } = await newUser();
    const iat = Math.floor(clock.now().getTime() / 1000);
    const payload = { sub: String(id), iatMs: clock.now().getTime(), iat };
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.`;
    const hs512 = jwt.sign(payload, TEST_JWT_SECRET, { algorithm: 'HS512' });
    const otherSecret = jwt.sign(payload, 'another-secret-another-secret-another');
    for (const token of [none, hs512, otherSecret, 'garbage']) {
      const res = await client.get('/anyone', { token });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: 'Authentication failed', code: 'auth_failed' });
    }
    const basic = await client.get('/anyone', { headers: { authorization: 'Basic dXNlcjpwYXNz' } });
    expect(basic.status).toBe(401);
  });

  it('refuses a token after 7 days', async () => {
    const { token } = await newUser();
    clock.advance(TOKEN_TTL_SECONDS * 1000 - 1000);
    expect((await client.get('/user', { token })).status).toBe(200);
    clock.advance(2000);
    expect((await client.get('/user', { token })).body).toEqual({ error: 'Authentication failed', code: 'auth_failed' });
  });

  it('refuses a token issued before tokens_valid_after, to the millisecond, and accepts newer ones', async () => {
    const { id, token } = await newUser();
    clock.advance(1);
    await revokeTokens(handle.db, id, clock.now());
    const res = await client.get('/user', { token });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: 'Session expired. Please log in again.', code: 'session_expired' });
    const fresh = signToken(config, { id, role: 'user' }, clock.now());
    expect((await client.get('/user', { token: fresh })).status).toBe(200);
  });

  it('refuses the token of a deleted user', async () => {
    const { id, token } = await newUser();
    await handle.db.deleteFrom('users').where('id', '=', id).execute();
    expect((await client.get('/anyone', { token })).status).toBe(401);
  });

  it('requireUser: 401 "Authentication required" without a user', async () => {
    const res = await client.get('/user');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: 'Authentication required', code: 'auth_required' });
  });

  it('requireActiveUser: 403 with the suspended flag as soon as the database says suspended, same token', async () => {
    const { id, token } = await newUser();
    expect((await client.get('/active', { token })).status).toBe(200);
    expect((await client.get('/active')).status).toBe(401);
    await handle.db.updateTable('users').set({ is_suspended: true, suspension_reason: 'Cheating' }).where('id', '=', id).execute();
    const res = await client.get('/active', { token });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: 'Your account is suspended: Cheating', code: 'account_suspended', suspended: true, suspensionReason: 'Cheating' });
    // Still a user: the suspension endpoints stay open to them.
    expect((await client.get('/user', { token })).status).toBe(200);
  });

  it('suspendUser ends the sessions issued before it; their next request says suspended, with the reason', async () => {
    const { id, token } = await newUser();
    clock.advance(5);
    await suspendUser(handle.db, { userId: id, adminId: null, reason: 'Abuse' }, clock.now());
    const res = await client.get('/anyone', { token });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: 'Your account has been suspended.', code: 'account_suspended', suspended: true, suspensionReason: 'Abuse' });
    // Without a stored reason the default one is sent.
    await handle.db.updateTable('users').set({ suspension_reason: null }).where('id', '=', id).execute();
    expect((await client.get('/user', { token })).body).toEqual({
      error: 'Your account has been suspended.',
      code: 'account_suspended',
      suspended: true,
      suspensionReason: 'Account suspended',
    });
  });

  it('a token revoked by a suspension that has been lifted is only expired, without the suspended flag', async () => {
    const { id, token } = await newUser();
    clock.advance(5);
    await suspendUser(handle.db, { userId: id, adminId: null, reason: 'Abuse' }, clock.now());
    await unsuspendUser(handle.db, id, null, clock.now());
    const res = await client.get('/user', { token });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: 'Session expired. Please log in again.', code: 'session_expired' });
  });

  it('requireAdmin: 401 anonymous, 403 "Admin access required" for a user, through for an admin', async () => {
    const { id, token } = await newUser();
    expect((await client.get('/admin')).status).toBe(401);
    const refused = await client.get('/admin', { token });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ error: 'Admin access required', code: 'admin_required' });
    await handle.db.updateTable('users').set({ role: 'admin' }).where('id', '=', id).execute();
    expect((await client.get('/admin', { token })).body).toEqual({ id });
  });
});
