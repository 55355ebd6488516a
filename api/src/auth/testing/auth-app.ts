// The API on a free port with a movable clock, real SMTP and a real database, plus a small JSON
// client: what the account tests share.
import type { DbKind } from '@matchdrop/db';
import type { Redis } from 'ioredis';
import { createApp } from '../../app.js';
import type { ApiConfig, ApiDeps, Clock } from '../../deps.js';
import { createMailer } from '../../mail/mailer.js';
import { captureLogger, serve, type CapturedLogger } from '../../testing.js';
import type { Mailbox } from './mailbox.js';

export const TEST_JWT_SECRET = 'test-secret-test-secret-test-secret!';

export interface MovableClock extends Clock {
  advance(ms: number): void;
  set(date: Date): void;
}

export function movableClock(start = new Date('2030-03-04T09:00:00.000Z')): MovableClock {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance: (ms) => {
      now += ms;
    },
    set: (date) => {
      now = date.getTime();
    },
  };
}

interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
}

export interface JsonClient {
  post<T = Record<string, unknown>>(path: string, body?: unknown, options?: { token?: string; headers?: Record<string, string> }): Promise<Answer<T>>;
  get<T = Record<string, unknown>>(path: string, options?: { token?: string; headers?: Record<string, string> }): Promise<Answer<T>>;
}

export function jsonClient(baseUrl: string): JsonClient {
  const call = async <T>(method: string, path: string, body: unknown, options: { token?: string; headers?: Record<string, string> } = {}) => {
    const headers: Record<string, string> = { ...options.headers };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
    const res = await fetch(`${baseUrl}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    return { status: res.status, body: (await res.json()) as T, headers: res.headers };
  };
  return {
    post: (path, body, options) => call('POST', path, body ?? {}, options),
    get: (path, options) => call('GET', path, undefined, options),
  };
}

export interface AuthAppOptions {
  db: ApiDeps['db'];
  kind: DbKind;
  mailbox: Mailbox;
  clock?: MovableClock;
  requireEmailVerification?: boolean;
  trustProxy?: ApiConfig['trustProxy'];
  redis?: Redis;
}

export interface AuthApp extends JsonClient {
  url: string;
  clock: MovableClock;
  deps: ApiDeps;
  log: CapturedLogger;
  close(): Promise<void>;
}

export async function startAuthApp(options: AuthAppOptions): Promise<AuthApp> {
  const clock = options.clock ?? movableClock();
  const log = captureLogger('warn');
  const config: ApiConfig = {
    jwtSecret: TEST_JWT_SECRET,
    publicUrl: 'http://localhost:3000',
    requireEmailVerification: options.requireEmailVerification ?? false,
    trustProxy: options.trustProxy,
    ai: { model: 'gpt-4o-mini', dailyMessages: 50, dailySessions: 10, urlAllowHosts: [] },
  };
  const deps: ApiDeps = {
    db: options.db,
    dbKind: options.kind,
    mailer: createMailer({ smtpUrl: options.mailbox.smtpUrl, from: 'MatchDrop <no-reply@matchdrop.local>', logger: log.logger }),
    clock,
    config,
    logger: log.logger,
    redis: options.redis,
  };
  const served = await serve(createApp(deps));
  return { url: served.url, clock, deps, log, close: served.close, ...jsonClient(served.url) };
}

let counter = 0;

/** A username and e-mail no other test of the run uses. */
export function freshAccount(prefix = 'user'): { username: string; email: string; password: string } {
  counter += 1;
  const username = `${prefix}_${process.pid}_${counter}`;
  return { username, email: `${username}@example.com`, password: 'secret-password' };
}
