import { Client } from '@colyseus/sdk';
import { captureLogger, jsonClient, registerAccount } from '@matchdrop/api/testing';
import { signToken } from '@matchdrop/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from './config.js';
import { startServer, type RunningServer } from './start.js';
import { inProcessServerEnv, testDirs, type TestDirs } from './testing.js';

/** The composition: competitive REST and websocket seats accept exactly the API's sessions. */
describe('competitive play in the composed server', () => {
  let dirs: TestDirs;
  let running: RunningServer;
  let base: string;

  beforeAll(async () => {
    dirs = await testDirs('competitive');
    const config = parseConfig({ ...inProcessServerEnv(dirs), ADMIN_PASSWORD: 'secret1' });
    running = await startServer(config, { logger: captureLogger().logger });
    base = `http://127.0.0.1:${running.port}`;
  });

  afterAll(async () => {
    await running.close();
    await dirs.remove();
  });

  const register = (prefix: string) => registerAccount(jsonClient(base), prefix);
  const createRoom = (token: string | undefined) =>
    jsonClient(base).post<{ room: { roomCode: string; hostUserId: string }; error?: string }>(
      '/api/competitive/create-room',
      { dictionaryType: 'builtin', dictionaryId: 'animals', pairCount: 3, maxPlayers: 2 },
      { token },
    );

  function joinRoom(token: string, code: string) {
    const client = new Client(base);
    client.http.authToken = token;
    return client.joinById(code);
  }

  it('creates a room with an API login token and seats its players over the websocket on the same port', async () => {
    const ana = await register('comp_ana');
    const ben = await register('comp_ben');
    const res = await createRoom(ana.token);
    expect(res.status).toBe(201);
    const { room } = res.body;
    expect(room.hostUserId).toBe(String(ana.id));

    const host = await joinRoom(ana.token, room.roomCode);
    const benJoined = new Promise<unknown>((resolve) =>
      host.onMessage('player_joined', (payload: { userId: string }) => {
        if (payload.userId === String(ben.id)) resolve(payload);
      }),
    );
    const guest = await joinRoom(ben.token, room.roomCode);
    expect(await benJoined).toMatchObject({ username: ben.username });
    await guest.leave();
    await host.leave();
  });

  it('refuses a visitor, a token signed with another secret, a revoked session and a suspended account', async () => {
    const cleo = await register('comp_cleo');
    const visitor = await createRoom(undefined);
    expect(visitor.body).toEqual({ error: 'Please log in to play competitive mode', code: 'login_required' });
    // The game server's answers carry the same security headers as the API's.
    expect(visitor.headers.get('x-content-type-options')).toBe('nosniff');
    expect(visitor.headers.get('content-security-policy')).toContain("default-src 'self'");
    const forged = signToken({ jwtSecret: 'x'.repeat(64) }, { id: cleo.id, role: 'user' }, new Date());
    expect((await createRoom(forged)).status).toBe(401);

    const code = (await createRoom(cleo.token)).body.room.roomCode;
    const dan = await register('comp_dan');
    await running.db.db.updateTable('users').set({ is_suspended: true, suspension_reason: 'Spam' }).where('id', '=', dan.id).execute();
    const suspended = await createRoom(dan.token);
    expect(suspended.status).toBe(403);
    expect(suspended.body).toMatchObject({ error: 'Your account is suspended: Spam', suspended: true });
    await expect(joinRoom(dan.token, code)).rejects.toThrow('Your account is suspended: Spam');

    await running.db.db
      .updateTable('users')
      .set({ tokens_valid_after: new Date(Date.now() + 1_000) })
      .where('id', '=', cleo.id)
      .execute();
    expect((await createRoom(cleo.token)).status).toBe(401);
    await expect(joinRoom(cleo.token, code)).rejects.toThrow('Please log in to play competitive mode');
  });
});
