import type { Database, Kysely } from '@matchdrop/db';
import type { Redis } from 'ioredis';
import type { RedisLinkPort } from './redis-link.js';
import type { Logger } from 'pino';
import type { CompetitiveRooms } from './competitive/port.js';
import type { TournamentRooms } from './tournaments/port.js';
import type { TeamRaceRooms } from './team-races/port.js';
import type { Mailer } from './mail/mailer.js';
import type { PushHub } from './push/hub.js';

/** The source of "now" for every rule with a time in it (code expiry, daily quotas, uptime). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export interface AiConfig {
  /** OPENAI_API_KEY; without it the AI creator is unavailable. */
  apiKey?: string;
  /** OPENAI_BASE_URL (no trailing slash); the provider's default when unset. */
  baseUrl?: string;
  model: string;
  dailyMessages: number;
  dailySessions: number;
  /** Lower-cased host names from AI_URL_ALLOW_HOSTS; empty when unset. */
  urlAllowHosts: string[];
}

/** What the HTTP API needs from the process configuration. */
export interface ApiConfig {
  /** Signs and verifies the bearer tokens (JWT_SECRET or the generated <DATA_DIR>/jwt-secret). */
  jwtSecret: string;
  /** Where users reach the product, without trailing slash (links in mail). */
  publicUrl: string;
  /** Whether registration must be confirmed with an emailed code before the first login. */
  requireEmailVerification: boolean;
  /**
   * Express's `trust proxy` (TRUST_PROXY): how many reverse proxies, or which addresses, may set
   * X-Forwarded-For. Off by default, so a client cannot pick its own address for rate limits.
   */
  trustProxy?: boolean | number | string;
  ai: AiConfig;
  /** Pictures on cards (issue 35); each limit has shared's default when unset. */
  media?: MediaConfig;
}

export interface MediaConfig {
  /** Bytes of stored pictures one account may bring in (MEDIA_QUOTA_MB). */
  quotaBytes?: number;
  /** Uploads one account may make per hour. */
  uploadsPerHour?: number;
  /** Game imports (.zip or JSON) one account may make per hour. */
  importsPerHour?: number;
}

/** What the API tells the rest of the process about (the composition wires each to its part). */
export interface ApiEvents {
  /** Right after a suspension is saved: the game server closes the user's competitive connections. */
  userSuspended(userId: number): void;
}

/** Everything the API works with, passed in (the only module-level state: crypto/password.ts's bcrypt pool and auth/dummy-hash.ts). */
export interface ApiDeps {
  db: Kysely<Database>;
  dbKind: 'postgres' | 'pglite';
  mailer: Mailer;
  clock: Clock;
  config: ApiConfig;
  logger: Logger;
  /** Shared rate-limit counters (REDIS_URL); without it they are kept in this process's memory. */
  redis?: Redis;
  /** The link of `redis` (the host's RedisLink): told of every request counted in memory while Redis is away. */
  redisLink?: RedisLinkPort;
  events?: ApiEvents;
  /** The game server's rooms behind /api/competitive; without them those calls are not mounted (404). */
  competitiveRooms?: CompetitiveRooms;
  /** The game server's tournament rooms behind /api/tournaments; without them those calls are not mounted (404). */
  tournamentRooms?: TournamentRooms;
  /** The game server's team-race rooms behind /api/team-races (issue 36); without them those calls are not mounted (404). */
  teamRaceRooms?: TeamRaceRooms;
  /** The live channel to open tabs (GET /api/events); createApp makes a process-local one when absent. */
  push?: PushHub;
}
