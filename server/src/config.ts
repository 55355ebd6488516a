// The whole process configuration, read once at start-up from an environment object.
// Every variable has one expectation sentence, so a bad value stops start-up with one line
// that names the variable, what it should be, and what it was.
import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MEDIA_ACCOUNT_QUOTA_BYTES, PASSWORD_MIN, TOURNAMENT_PLAYERS_MAX, USERNAME_MAX, USERNAME_MIN } from '@matchdrop/shared';
import { z } from 'zod';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface Config {
  port: number;
  host: string;
  /** Absolute path of the data directory (PGlite files, generated secrets). */
  dataDir: string;
  databaseUrl?: string;
  /** DATABASE_POOL_SIZE: connections to the PostgreSQL server; undefined for db's default. */
  databasePoolSize?: number;
  redisUrl?: string;
  /** GAME_SERVER_PUBLIC_ADDRESS: this process's own host[:port][/path] when several processes share rooms (REDIS_URL). */
  gameServerPublicAddress?: string;
  smtpUrl?: string;
  mailFrom: string;
  /** Undefined when not set: the server then uses http://localhost:<the port it really got>. */
  publicUrl?: string;
  jwtSecret?: string;
  adminUsername: string;
  adminPassword?: string;
  openaiApiKey?: string;
  openaiBaseUrl?: string;
  aiModel: string;
  aiDailyMessages: number;
  /** MEDIA_QUOTA_MB: megabytes of stored pictures one account may bring in (issue 35). */
  mediaQuotaMb: number;
  /** TOURNAMENT_PLAYERS_MAX: how many players one tournament holds. */
  tournamentPlayersMax: number;
  aiDailySessions: number;
  /** AI_URL_ALLOW_HOSTS as lower-cased host names; empty when unset. */
  aiUrlAllowHosts: string[];
  /** REQUIRE_EMAIL_VERIFICATION=true, or SMTP_URL set (codes can then really be mailed). */
  requireEmailVerification: boolean;
  /** TRUST_PROXY for Express; undefined (off) when unset. */
  trustProxy?: boolean | number | string;
  logLevel: LogLevel;
  /** Absolute path of the built client (index.html + assets/). */
  clientDist: string;
}

/** A configuration error whose message is the single line to print. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

export type Env = Record<string, string | undefined>;

// server/src/config.ts and server/dist/config.js sit at the same depth, so this is the repository's client/dist either way.
const DEFAULT_CLIENT_DIST = fileURLToPath(new URL('../../client/dist', import.meta.url));

function urlWithProtocols(protocols: string[]) {
  return z.string().refine((value) => {
    try {
      return protocols.includes(new URL(value).protocol);
    } catch {
      return false;
    }
  });
}

function integer(min: number, max: number) {
  return z.string().regex(/^\d+$/).transform(Number).pipe(z.number().int().min(min).max(max));
}

const USERNAME_PATTERN = new RegExp(`^[A-Za-z0-9_]{${USERNAME_MIN},${USERNAME_MAX}}$`);

/** Each variable: how to parse it and the sentence that ends "X must be …". */
const variables = {
  PORT: { schema: integer(0, 65535), expected: 'an integer from 0 to 65535' },
  HOST: { schema: z.string(), expected: 'a host name or IP address' },
  DATA_DIR: { schema: z.string(), expected: 'a directory path' },
  DATABASE_URL: { schema: urlWithProtocols(['postgres:', 'postgresql:']), expected: 'a postgres:// URL' },
  DATABASE_POOL_SIZE: { schema: integer(1, 100), expected: 'an integer from 1 to 100' },
  REDIS_URL: { schema: urlWithProtocols(['redis:', 'rediss:']), expected: 'a redis:// URL' },
  GAME_SERVER_PUBLIC_ADDRESS: {
    schema: z.string().regex(/^[A-Za-z0-9.-]+(:\d{1,5})?(\/[A-Za-z0-9._~/-]*)?$/),
    expected: 'host[:port][/path] without a scheme, e.g. game1.example.org or 10.0.0.5:3001',
  },
  SMTP_URL: { schema: urlWithProtocols(['smtp:', 'smtps:']), expected: 'an smtp:// or smtps:// URL' },
  MAIL_FROM: { schema: z.string(), expected: 'a sender address' },
  PUBLIC_URL: { schema: urlWithProtocols(['http:', 'https:']), expected: 'an http:// or https:// URL' },
  JWT_SECRET: { schema: z.string().min(32), expected: 'at least 32 characters long', secret: true },
  ADMIN_USERNAME: {
    schema: z.string().regex(USERNAME_PATTERN),
    expected: `${USERNAME_MIN}-${USERNAME_MAX} letters, numbers or underscores`,
  },
  ADMIN_PASSWORD: { schema: z.string().min(PASSWORD_MIN), expected: `at least ${PASSWORD_MIN} characters long`, secret: true },
  OPENAI_API_KEY: { schema: z.string(), expected: 'an API key', secret: true },
  OPENAI_BASE_URL: { schema: urlWithProtocols(['http:', 'https:']), expected: 'an http:// or https:// URL' },
  AI_MODEL: { schema: z.string(), expected: 'a model name' },
  AI_DAILY_MESSAGES: { schema: integer(0, 1_000_000), expected: 'an integer from 0 to 1000000' },
  MEDIA_QUOTA_MB: { schema: integer(1, 1_000_000), expected: 'an integer from 1 to 1000000' },
  TOURNAMENT_PLAYERS_MAX: { schema: integer(2, 10_000), expected: 'an integer from 2 to 10000' },
  AI_DAILY_SESSIONS: { schema: integer(0, 1_000_000), expected: 'an integer from 0 to 1000000' },
  AI_URL_ALLOW_HOSTS: {
    schema: z
      .string()
      .transform((value) =>
        value
          .split(',')
          .map((host) => host.trim().toLowerCase())
          .filter((host) => host !== ''),
      )
      .pipe(z.array(z.string().regex(/^[a-z0-9.-]+$/))),
    expected: 'a comma-separated list of host names',
  },
  REQUIRE_EMAIL_VERIFICATION: {
    schema: z
      .string()
      .transform((value) => value.trim().toLowerCase())
      .pipe(z.enum(['true', 'false']))
      .transform((value) => value === 'true'),
    expected: 'true or false',
  },
  TRUST_PROXY: {
    // `true` means one proxy hop: trusting every hop would let a client pick its own address
    // (and rate-limit key) with a forged X-Forwarded-For.
    schema: z
      .string()
      .trim()
      .regex(/^[0-9A-Za-z.:/,\s]+$/)
      .transform((value): boolean | number | string => {
        const lower = value.toLowerCase();
        if (lower === 'true') return 1;
        if (lower === 'false') return false;
        return /^\d+$/.test(value) ? Number(value) : value;
      }),
    expected: 'true, false, the number of proxies in front, or their comma-separated addresses or subnets',
  },
  LOG_LEVEL: {
    schema: z
      .string()
      .transform((value) => value.trim().toLowerCase())
      .pipe(z.enum(LOG_LEVELS)),
    expected: `one of ${LOG_LEVELS.join(', ')}`,
  },
  CLIENT_DIST: { schema: z.string(), expected: 'a directory path' },
} satisfies Record<string, { schema: z.ZodType<unknown, string>; expected: string; secret?: true }>;

type Variables = typeof variables;
type Parsed = { [K in keyof Variables]?: z.output<Variables[K]['schema']> };

/** The rejected value as shown in the error: secrets only by length, URL passwords masked. */
function shown(raw: string, secret: boolean): string {
  if (secret) return `${raw.length} characters`;
  return JSON.stringify(raw.replace(/(\/\/[^/:@\s]*:)[^/@\s]*@/, '$1***@'));
}

function parseVariables(env: Env): Parsed {
  const parsed: Record<string, unknown> = {};
  for (const [name, variable] of Object.entries(variables)) {
    const { schema, expected } = variable;
    const raw = env[name];
    // Empty means unset: `FOO=` in a .env file or compose file should fall back to the default.
    if (raw === undefined || raw.trim() === '') continue;
    const result = (schema as z.ZodType<unknown, string>).safeParse(raw);
    if (!result.success) {
      const secret = 'secret' in variable && variable.secret;
      throw new ConfigError(`Invalid configuration: ${name} must be ${expected} (got ${shown(raw, secret)})`);
    }
    parsed[name] = result.data;
  }
  return parsed as Parsed;
}

function resolvePath(cwd: string, path: string): string {
  return isAbsolute(path) ? path : resolve(cwd, path);
}

/**
 * Parses and validates the configuration. Throws ConfigError (one-line message) on a bad value.
 * `cwd` anchors the relative DATA_DIR and CLIENT_DIST.
 */
export function parseConfig(env: Env, cwd: string = process.cwd()): Config {
  const v = parseVariables(env);
  return {
    port: v.PORT ?? 3000,
    host: v.HOST ?? '0.0.0.0',
    dataDir: resolvePath(cwd, v.DATA_DIR ?? './data'),
    databaseUrl: v.DATABASE_URL,
    databasePoolSize: v.DATABASE_POOL_SIZE,
    redisUrl: v.REDIS_URL,
    gameServerPublicAddress: v.GAME_SERVER_PUBLIC_ADDRESS?.replace(/\/+$/, ''),
    smtpUrl: v.SMTP_URL,
    mailFrom: v.MAIL_FROM ?? 'MatchDrop <no-reply@matchdrop.local>',
    publicUrl: v.PUBLIC_URL?.replace(/\/+$/, ''),
    jwtSecret: v.JWT_SECRET,
    adminUsername: v.ADMIN_USERNAME ?? 'admin',
    adminPassword: v.ADMIN_PASSWORD,
    openaiApiKey: v.OPENAI_API_KEY,
    openaiBaseUrl: v.OPENAI_BASE_URL?.replace(/\/+$/, ''),
    aiModel: v.AI_MODEL ?? 'gpt-4o-mini',
    aiDailyMessages: v.AI_DAILY_MESSAGES ?? 50,
    mediaQuotaMb: v.MEDIA_QUOTA_MB ?? MEDIA_ACCOUNT_QUOTA_BYTES / (1024 * 1024),
    tournamentPlayersMax: v.TOURNAMENT_PLAYERS_MAX ?? TOURNAMENT_PLAYERS_MAX,
    aiDailySessions: v.AI_DAILY_SESSIONS ?? 10,
    aiUrlAllowHosts: v.AI_URL_ALLOW_HOSTS ?? [],
    requireEmailVerification: v.REQUIRE_EMAIL_VERIFICATION === true || v.SMTP_URL !== undefined,
    trustProxy: v.TRUST_PROXY,
    logLevel: v.LOG_LEVEL ?? 'info',
    clientDist: v.CLIENT_DIST === undefined ? DEFAULT_CLIENT_DIST : resolvePath(cwd, v.CLIENT_DIST),
  };
}
