import { openTestDatabase, requireRedis, testBackends, type TestDbHandle } from '@matchdrop/db/testing';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { signToken } from '../auth/tokens.js';
import type { Clock } from '../deps.js';
import { createMailer } from '../mail/mailer.js';
import { captureLogger, createTestUser, jsonClient, serve, testConfig, type Served } from '../testing.js';
import { createPushHub, type PushHub } from './hub.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/0';
beforeAll(() => requireRedis(REDIS_URL));

/** Notifications and the badge must arrive within 2 s (issue 16). */
const PUSH_DEADLINE_MS = 2_000;

interface Stream {
  status: number;
  body: unknown;
  /** The next event of this type (its data), or a rejection after `timeoutMs`. */
  next(type: string, timeoutMs?: number): Promise<unknown>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/** Reads GET /api/events as the client does: fetch with the bearer token, the body parsed as server-sent events. */
async function openStream(url: string, token: string): Promise<Stream> {
  const abort = new AbortController();
  const res = await fetch(`${url}/api/events`, { headers: { authorization: `Bearer ${token}` }, signal: abort.signal });
  if (!res.ok || !res.body) return { status: res.status, body: await res.json(), next: () => Promise.reject(new Error('no stream')), ended: Promise.resolve(), close: () => {} };
  const events: { type: string; data: unknown; comment?: boolean }[] = [];
  const waiters: (() => void)[] = [];
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const ended = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const type = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (type) events.push({ type, data: data ? JSON.parse(data) : null });
          else if (block.startsWith(':')) events.push({ type: 'comment', data: block });
          for (const wake of waiters.splice(0)) wake();
        }
      }
    } catch {
      // Aborted by close().
    } finally {
      for (const wake of waiters.splice(0)) wake();
    }
  })();
  let seen = 0;
  return {
    status: res.status,
    body: null,
    ended,
    close: () => abort.abort(),
    async next(type, timeoutMs = PUSH_DEADLINE_MS) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const index = events.findIndex((e, i) => i >= seen && e.type === type);
        if (index >= 0) {
          seen = index + 1;
          return events[index]!.data;
        }
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no "${type}" event within ${timeoutMs} ms (got ${JSON.stringify(events.map((e) => e.type))})`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
  };
}

describe.each(await testBackends())('live events (GET /api/events) across two processes sharing Redis, on %s', (kind) => {
  let handle: TestDbHandle;
  let hubs: PushHub[];
  let one: Served;
  let two: Served;
  const clock: Clock = { now: () => new Date() };

  const user = (role: 'admin' | 'user' = 'user') => createTestUser({ db: handle.db, config: testConfig, clock }, { role });
  const call = (server: Served, method: string, path: string, token: string, body?: unknown) => jsonClient(server.url).call(method, path, { token, body });

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    // Two processes of the product: each its own app and hub, one Redis channel between them (ours alone).
    const channel = `matchdrop:push:test:${randomUUID()}`;
    hubs = [0, 1].map(() => createPushHub({ logger: captureLogger().logger, redisUrl: REDIS_URL, channel, heartbeatMs: 200 }));
    const app = (push: PushHub) =>
      createApp({
        db: handle.db,
        dbKind: handle.kind,
        mailer: createMailer({ from: 't@example.com', logger: captureLogger().logger }),
        clock,
        config: testConfig,
        logger: captureLogger().logger,
        push,
      });
    [one, two] = await Promise.all([serve(app(hubs[0]!)), serve(app(hubs[1]!))]);
    // Both subscribers are listening before any test publishes (a hub refuses streams until then).
    for (const deadline = Date.now() + 10_000; !hubs.every((hub) => hub.available()) && Date.now() < deadline;) await new Promise((resolve) => setTimeout(resolve, 20));
    await new Promise((resolve) => setTimeout(resolve, 300));
  });

  afterAll(async () => {
    for (const hub of hubs) await hub.close();
    await Promise.all([one?.close(), two?.close()]);
    await handle.close();
  });

  it('brings a share made on one process to the recipient’s tab on the other within 2 s, with the badge up', async () => {
    const [sender, recipient] = [await user(), await user()];
    const stream = await openStream(two.url, recipient.token);
    try {
      expect(stream.status).toBe(200);
      await stream.next('ready');
      const game = await call(one, 'POST', '/api/v2/dictionaries', sender.token, { name: 'Capitals', data: { France: 'Paris', Spain: 'Madrid', Italy: 'Rome' } });
      expect(game.status).toBe(201);
      const id = (game.body.dictionary as { id: number }).id;
      const started = Date.now();
      expect((await call(one, 'POST', '/api/sharing/share-dictionary', sender.token, { dictionaryId: id, recipientUsername: recipient.username })).status).toBe(201);
      expect(await stream.next('unread')).toEqual({ type: 'unread' });
      expect(Date.now() - started).toBeLessThan(PUSH_DEADLINE_MS);
      expect((await call(two, 'GET', '/api/sharing/notifications/unread-count', recipient.token)).body).toEqual({ unreadCount: 1 });
    } finally {
      stream.close();
    }
  });

  it('keeps the stream alive with heartbeats and refuses it without a login', async () => {
    const someone = await user();
    const stream = await openStream(one.url, someone.token);
    try {
      expect(await stream.next('comment', 1_000)).toBe(': ping');
    } finally {
      stream.close();
    }
    const anonymous = await fetch(`${one.url}/api/events`);
    expect(anonymous.status).toBe(401);
  });

  it('tells a tab of its suspension at once and ends the stream; an admin’s reply then raises the badge', async () => {
    const [admin, player] = [await user('admin'), await user()];
    const stream = await openStream(two.url, player.token);
    await stream.next('ready');
    expect((await call(one, 'POST', `/api/admin/users/${player.id}/suspend`, admin.token, { reason: 'Spamming shares' })).status).toBe(200);
    expect(await stream.next('suspended')).toEqual({ type: 'suspended', reason: 'Spamming shares' });
    await stream.ended;
    // The revoked token opens no new stream: 401 with the reason, as every other call answers.
    const refused = await openStream(two.url, player.token);
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ suspended: true, suspensionReason: 'Spamming shares' });

    // Logged in again (a suspended login succeeds), the player hears of the admins' reply and sees it on the badge.
    const again = signToken(testConfig, await handle.db.selectFrom('users').selectAll().where('id', '=', player.id).executeTakeFirstOrThrow(), new Date(Date.now() + 1000));
    const live = await openStream(two.url, again);
    try {
      await live.next('ready');
      expect((await call(one, 'POST', `/api/admin/users/${player.id}/message`, admin.token, { message: 'We are looking into it.' })).status).toBe(201);
      await live.next('unread');
      expect((await call(two, 'GET', '/api/sharing/notifications/unread-count', again)).body).toEqual({ unreadCount: 1 });
      // Reading the conversation takes the reply off the badge.
      expect((await call(two, 'GET', '/api/auth/suspension/messages', again)).status).toBe(200);
      expect((await call(two, 'GET', '/api/sharing/notifications/unread-count', again)).body).toEqual({ unreadCount: 0 });
    } finally {
      live.close();
    }
  });
});
