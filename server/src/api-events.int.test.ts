import { Client } from '@colyseus/sdk';
import { captureLogger, jsonClient, registerAccount } from '@matchdrop/api/testing';
import { ROOM_CLOSE_CODES } from '@matchdrop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUSPENDED_IN_ROOM } from './api-events.js';
import { parseConfig } from './config.js';
import { startServer, type RunningServer } from './start.js';
import { inProcessServerEnv, testDirs, type TestDirs } from './testing.js';

/** The composition: an admin's suspension through the API closes the user's competitive connection at once. */
describe('suspension hook in the composed server', () => {
  let dirs: TestDirs;
  let running: RunningServer;
  let base: string;

  beforeAll(async () => {
    dirs = await testDirs('suspension-hook');
    const config = parseConfig({ ...inProcessServerEnv(dirs), ADMIN_PASSWORD: 'admin-secret' });
    running = await startServer(config, { logger: captureLogger().logger });
    base = `http://127.0.0.1:${running.port}`;
  });

  afterAll(async () => {
    await running.close();
    await dirs.remove();
  });

  const post = <T>(path: string, body: unknown, token?: string) => jsonClient(base).post<T>(path, body, { token });

  async function seated(prefix: string) {
    const user = await registerAccount(jsonClient(base), prefix);
    const created = await post<{ room: { roomCode: string } }>(
      '/api/competitive/create-room',
      { dictionaryType: 'builtin', dictionaryId: 'animals', pairCount: 3, maxPlayers: 2 },
      user.token,
    );
    expect(created.status).toBe(201);
    const client = new Client(base);
    client.http.authToken = user.token;
    const room = await client.joinById(created.body.room.roomCode);
    return { id: user.id, room };
  }

  it('closes the suspended player’s room connection with the suspended close code and tells them why', async () => {
    const player = await seated('hook_player');
    const bystander = await seated('hook_bystander');
    const told = new Promise<unknown>((resolve) => player.room.onMessage('error', resolve));
    const left = new Promise<number>((resolve) => player.room.onLeave((code) => resolve(code)));
    let bystanderLeft = false;
    bystander.room.onLeave(() => {
      bystanderLeft = true;
    });

    const admin = await post<{ token: string }>('/api/admin/login', { username: 'admin', password: 'admin-secret' });
    expect(admin.status).toBe(200);
    expect((await post(`/api/admin/users/${player.id}/suspend`, { reason: 'Cheating in rooms' }, admin.body.token)).status).toBe(200);

    expect(await left).toBe(ROOM_CLOSE_CODES.suspended);
    expect(await told).toEqual({ message: SUSPENDED_IN_ROOM, code: 'account_suspended' });
    // Other players' connections stay open.
    expect(bystanderLeft).toBe(false);
    await bystander.room.leave();
  });
});
