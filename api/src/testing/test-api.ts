// The one API harness of the integration tests: the whole API on a real database over real HTTP, with
// a movable clock, a captured log, optionally a real SMTP mailbox, and the one JSON client.
import type { DbKind } from '@matchdrop/db';
import { openTestDatabase, type TestDbHandle } from '@matchdrop/db/testing';
import type express from 'express';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll } from 'vitest';
import { createApp } from '../app.js';
import type { AiConfig, ApiConfig, ApiDeps, ApiEvents, Clock, MediaConfig } from '../deps.js';
import { createMailer } from '../mail/mailer.js';
import type { PushHub } from '../push/hub.js';
import { movableClock, type MovableClock } from './clock.js';
import { jsonClient, type JsonClient } from './json-client.js';
import { captureLogger, type CapturedLogger } from './logger.js';
import { startMailbox, type Mailbox } from './mailbox.js';
import { serve } from './serve.js';
import { createTestUser, type TestUser, type TestUserOverrides } from './users.js';

export const TEST_JWT_SECRET = 'test-secret-test-secret-test-secret!';

export const testConfig: ApiConfig = {
  jwtSecret: TEST_JWT_SECRET,
  publicUrl: 'http://localhost:3000',
  requireEmailVerification: false,
  ai: { model: 'gpt-4o-mini', dailyMessages: 50, dailySessions: 10, urlAllowHosts: [] },
};

export interface TestApiOptions<C extends Clock> {
  /** An open database to use (left open by close()); without it a fresh one of `kind` is opened and closed. */
  handle?: TestDbHandle;
  /** Without it, a movable clock from 2025-03-01T12:00Z that moves one second at every reading. */
  clock?: C;
  /** Mail goes to this real SMTP server ('start': one of its own, closed by close()); without it mail is only logged. */
  mailbox?: Mailbox | 'start';
  requireEmailVerification?: boolean;
  trustProxy?: ApiConfig['trustProxy'];
  redis?: Redis;
  ai?: Partial<AiConfig>;
  media?: MediaConfig;
  events?: ApiEvents;
  /** The live channel (e.g. one over Redis); without it createApp makes a process-local one. */
  push?: PushHub;
}

export interface TestApi<C extends Clock = MovableClock> extends JsonClient {
  url: string;
  /** The Express app being served (e.g. to list its routes). */
  app: express.Express;
  deps: ApiDeps;
  handle: TestDbHandle;
  clock: C;
  log: CapturedLogger;
  /** The SMTP server the mail goes to (only when one was given or started). */
  readonly mailbox: Mailbox;
  /** A verified user inserted straight into the database (no registration flow), with a token. */
  createUser(overrides?: TestUserOverrides): Promise<TestUser>;
  /** `count` (at least 2) users made one after another (ids and timestamps in that order). */
  createUsers(count: number): Promise<[TestUser, TestUser, ...TestUser[]]>;
  close(): Promise<void>;
}

export async function startTestApi<C extends Clock = MovableClock>(kind: DbKind, options: TestApiOptions<C> = {}): Promise<TestApi<C>> {
  const handle = options.handle ?? (await openTestDatabase(kind));
  const clock = options.clock ?? (movableClock(new Date('2025-03-01T12:00:00Z'), { stepMs: 1000 }) as Clock as C);
  const log = captureLogger();
  const config: ApiConfig = {
    ...testConfig,
    requireEmailVerification: options.requireEmailVerification ?? false,
    trustProxy: options.trustProxy,
    ai: { ...testConfig.ai, ...options.ai },
    media: { ...options.media },
  };
  const mailbox = options.mailbox === 'start' ? await startMailbox() : options.mailbox;
  const mailer = createMailer({ smtpUrl: mailbox?.smtpUrl, from: 'MatchDrop <no-reply@matchdrop.local>', logger: log.logger });
  const deps: ApiDeps = {
    db: handle.db,
    dbKind: handle.kind,
    mailer,
    clock,
    config,
    logger: log.logger,
    redis: options.redis,
    events: options.events,
    push: options.push,
  };
  const app = createApp(deps);
  const served = await serve(app);
  return {
    ...jsonClient(served.url),
    url: served.url,
    app,
    deps,
    handle,
    clock,
    log,
    get mailbox() {
      if (!mailbox) throw new Error('this test API sends no mail: start it with a mailbox');
      return mailbox;
    },
    createUser: (overrides) => createTestUser(deps, overrides),
    async createUsers(count) {
      const users: [TestUser, TestUser, ...TestUser[]] = [await createTestUser(deps), await createTestUser(deps)];
      for (let i = 2; i < count; i++) users.push(await createTestUser(deps));
      return users;
    },
    async close() {
      await served.close();
      if (options.mailbox === 'start') await mailbox?.close();
      if (!options.handle) await handle.close();
    },
  };
}

/**
 * startTestApi for a describe block: hooks registered here, the API started in beforeAll and closed in
 * afterAll. Read `current()` inside tests and hooks, not at collection time.
 */
export function useTestApi<C extends Clock = MovableClock>(kind: DbKind, options: TestApiOptions<C> | (() => TestApiOptions<C>) = {}): () => TestApi<C> {
  let api: TestApi<C> | undefined;
  beforeAll(async () => {
    api = await startTestApi(kind, typeof options === 'function' ? options() : options);
  });
  afterAll(() => api?.close());
  return () => {
    if (!api) throw new Error('useTestApi: the API starts in beforeAll; read it inside a test or hook');
    return api;
  };
}
