// The API on a real database over real HTTP, for this workspace's integration tests.
import { openTestDatabase, type TestDbHandle } from '@matchdrop/db/testing';
import type { DbKind, User } from '@matchdrop/db';
import type express from 'express';
import { createApp } from './app.js';
import { signToken } from './auth/tokens.js';
import type { ApiConfig, Clock } from './deps.js';
import { createMailer } from './mail/mailer.js';
import { captureLogger, serve } from './testing.js';

export const testConfig: ApiConfig = {
  jwtSecret: 'test-secret-test-secret-test-secret!',
  publicUrl: 'http://localhost:3000',
  requireEmailVerification: false,
  ai: { model: 'gpt-4o-mini', dailyMessages: 50, dailySessions: 10, urlAllowHosts: [] },
};

export interface TestUser {
  id: number;
  username: string;
  /** A valid bearer token for the user. */
  token: string;
}

export interface ApiAnswer<T> {
  status: number;
  body: T;
}

type Body = Record<string, unknown>;

export interface TestApi {
  url: string;
  /** The Express app being served (e.g. to list its routes). */
  app: express.Express;
  handle: TestDbHandle;
  clock: Clock;
  /** Inserts a user straight into the database (no registration flow) and signs a token for them. */
  createUser(overrides?: Partial<Pick<User, 'username' | 'is_suspended' | 'suspension_reason' | 'role'>>): Promise<TestUser>;
  /** A JSON request; `token` is sent as the bearer token. Answers the status and the parsed JSON body. */
  call<T = Body>(method: string, path: string, options?: { token?: string; body?: unknown }): Promise<ApiAnswer<T>>;
  close(): Promise<void>;
}

/**
 * A fresh database of the given kind and the whole API served on a free port. The clock moves one
 * second at every reading, so rows written one after another have distinct, increasing timestamps;
 * `options.clock` replaces it (a test that moves time by days).
 */
export async function startTestApi(kind: DbKind, options: { clock?: Clock } = {}): Promise<TestApi> {
  const handle = await openTestDatabase(kind);
  let nowMs = Date.parse('2025-03-01T12:00:00Z');
  const clock: Clock = options.clock ?? { now: () => new Date((nowMs += 1000)) };
  const { logger } = captureLogger();
  const app = createApp({ db: handle.db, dbKind: handle.kind, mailer: createMailer({ from: 'test@example.com', logger }), clock, config: testConfig, logger });
  const served = await serve(app);
  let counter = 0;

  return {
    url: served.url,
    app,
    handle,
    clock,
    async createUser(overrides = {}) {
      counter += 1;
      const row = await handle.db
        .insertInto('users')
        .values({ username: `player_${counter}`, email: `player_${counter}@example.test`, password_hash: 'x', is_verified: true, ...overrides })
        .returningAll()
        .executeTakeFirstOrThrow();
      return { id: row.id, username: row.username, token: signToken(testConfig, row, clock.now()) };
    },
    async call<T = Body>(method: string, path: string, options: { token?: string; body?: unknown } = {}) {
      const headers: Record<string, string> = {};
      if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
      if (options.body !== undefined) headers['content-type'] = 'application/json';
      const res = await fetch(`${served.url}${path}`, {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
      });
      return { status: res.status, body: (await res.json()) as T };
    },
    async close() {
      await served.close();
      await handle.close();
    },
  };
}
