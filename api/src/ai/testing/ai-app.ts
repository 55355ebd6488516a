// The whole API on a real database over real HTTP, with a movable clock and the AI settings a test
// chooses (an OpenAI-compatible base URL, quotas, the URL allow-list): what the AI integration tests share.
import type { DbKind, User } from '@matchdrop/db';
import { openTestDatabase, type TestDbHandle } from '@matchdrop/db/testing';
import { createApp } from '../../app.js';
import { signToken } from '../../auth/tokens.js';
import { movableClock, type MovableClock } from '../../auth/testing/auth-app.js';
import type { AiConfig, ApiConfig } from '../../deps.js';
import { createMailer } from '../../mail/mailer.js';
import { testConfig } from '../../testing-app.js';
import { captureLogger, serve } from '../../testing.js';

export interface AiTestUser {
  id: number;
  username: string;
  token: string;
}

interface AiAnswer<T> {
  status: number;
  body: T;
  headers: Headers;
}

// The answers are checked field by field in the tests; `any` keeps those checks short.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

export interface AiTestApi {
  url: string;
  clock: MovableClock;
  handle: TestDbHandle;
  createUser(overrides?: Partial<Pick<User, 'is_suspended' | 'suspension_reason'>>): Promise<AiTestUser>;
  call(method: string, path: string, options?: { token?: string; body?: unknown }): Promise<AiAnswer<Json>>;
  close(): Promise<void>;
}

let counter = 0;

export async function startAiApi(kind: DbKind, ai: Partial<AiConfig> = {}, handle?: TestDbHandle): Promise<AiTestApi> {
  const db = handle ?? (await openTestDatabase(kind));
  const clock = movableClock(new Date('2030-03-04T09:00:00.000Z'));
  const { logger } = captureLogger('error');
  const config: ApiConfig = { ...testConfig, ai: { ...testConfig.ai, ...ai } };
  const app = createApp({ db: db.db, dbKind: db.kind, mailer: createMailer({ from: 'test@example.com', logger }), clock, config, logger });
  const served = await serve(app);
  return {
    url: served.url,
    clock,
    handle: db,
    async createUser(overrides = {}) {
      counter += 1;
      const username = `ai_${process.pid}_${counter}`;
      const row = await db.db
        .insertInto('users')
        .values({ username, email: `${username}@example.test`, password_hash: 'x', is_verified: true, ...overrides })
        .returningAll()
        .executeTakeFirstOrThrow();
      return { id: row.id, username, token: signToken(config, row, new Date(clock.now().getTime() - 1000)) };
    },
    async call(method, path, options = {}) {
      const headers: Record<string, string> = {};
      if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
      if (options.body !== undefined) headers['content-type'] = 'application/json';
      const res = await fetch(`${served.url}${path}`, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
      return { status: res.status, body: await res.json(), headers: res.headers };
    },
    async close() {
      await served.close();
      if (!handle) await db.close();
    },
  };
}
