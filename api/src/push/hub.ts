import type { Response } from 'express';
import { Redis, type RedisOptions } from 'ioredis';
import type { Logger } from 'pino';
import type { RedisLinkPort } from '../redis-link.js';

/** What an open tab is told at once: its unread count changed (it asks for it), or its account was suspended. */
/** `assignment`: an assignment's report changed (a student's attempt): the teacher's open report reads it again. */
/** `class`: a class's roster changed (a student joined, left, was removed or added back): the teacher's open class page reads it again. */
export type PushEvent = { type: 'unread' } | { type: 'suspended'; reason: string } | { type: 'assignment'; assignmentId: number } | { type: 'class'; classId: number };

/** Who gets an event: one user's open tabs, or every connected user (a general notification). */
type PushTarget = number | 'all';

/**
 * The live channel to open tabs (server-sent events under /api/events). With REDIS_URL every event goes
 * through Redis pub/sub, so a user connected to another process of the product gets it too; without it,
 * events reach the tabs connected to this process, which is then the only one.
 */
export interface PushHub {
  /**
   * Whether a stream can be opened now: with REDIS_URL, not while the push channel is unreachable (a tab would
   * miss the events of other processes while believing itself live; refused, it polls until Redis is back).
   */
  available(): boolean;
  /** A stream was refused since the channel is away (counted for the link's "reachable again" line). */
  refusedStream(): void;
  /** Streams the user's events into `res` (already an event stream) until it closes. */
  attach(userId: number, res: Response): void;
  send(target: PushTarget, event: PushEvent): void;
  /** Ends every open stream (shutdown) and closes the Redis connections. */
  close(): Promise<void>;
}

export interface PushHubOptions {
  logger: Logger;
  /** REDIS_URL: events are published there and received from there by every process. */
  redisUrl?: string;
  /** Options of its two connections (e.g. the host's reconnect strategy). */
  redisOptions?: RedisOptions;
  /** The host's link over the two connections: it logs their changes of state and what was refused meanwhile. */
  watch?: (publisher: Redis, subscriber: Redis) => RedisLinkPort;
  /** The pub/sub channel (tests use one of their own). */
  channel?: string;
  /** A comment line this often keeps proxies from closing an idle stream. */
  heartbeatMs?: number;
}

const PUSH_CHANNEL = 'matchdrop:push';
const HEARTBEAT_MS = 25_000;

interface Envelope {
  target: PushTarget;
  event: PushEvent;
}

export function createPushHub(options: PushHubOptions): PushHub {
  const { logger } = options;
  const channel = options.channel ?? PUSH_CHANNEL;
  const streams = new Map<number, Set<Response>>();

  const write = (res: Response, text: string): void => {
    if (!res.writableEnded) res.write(text);
  };
  const deliver = ({ target, event }: Envelope): void => {
    const targets = target === 'all' ? [...streams.values()].flatMap((set) => [...set]) : [...(streams.get(target) ?? [])];
    for (const res of targets) {
      write(res, `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
      // A suspended account's tokens are revoked: its streams end with the news.
      if (event.type === 'suspended') res.end();
    }
  };

  const heartbeat = setInterval(() => {
    for (const set of streams.values()) for (const res of set) write(res, ': ping\n\n');
  }, options.heartbeatMs ?? HEARTBEAT_MS);
  heartbeat.unref();

  let publisher: Redis | undefined;
  let subscriber: Redis | undefined;
  let link: RedisLinkPort | undefined;
  /** Whether this process hears the channel (subscribed, connection up); always with no Redis. */
  let hearing = !options.redisUrl;
  const endAll = (): void => {
    for (const set of streams.values()) for (const res of set) res.end();
    streams.clear();
  };
  if (options.redisUrl) {
    // Publishing fails fast while Redis is away (the event then reaches this process's tabs only).
    publisher = new Redis(options.redisUrl, { connectTimeout: 5_000, ...options.redisOptions, enableOfflineQueue: false, maxRetriesPerRequest: 1 });
    subscriber = new Redis(options.redisUrl, { connectTimeout: 5_000, ...options.redisOptions });
    for (const client of [publisher, subscriber]) client.on('error', (err: unknown) => logger.debug({ err }, 'push Redis connection error'));
    link = options.watch?.(publisher, subscriber);
    const sub = subscriber;
    // ioredis subscribes again by itself after a reconnection, before it is ready.
    sub.subscribe(channel).catch((err: unknown) => logger.debug({ err }, 'could not subscribe to the push channel yet'));
    sub.on('ready', () => {
      hearing = true;
    });
    // Deaf to the other processes: the open streams end, so their tabs poll (they come back once it is up).
    sub.on('close', () => {
      if (hearing) endAll();
      hearing = false;
    });
    sub.on('message', (from: string, text: string) => {
      if (from !== channel) return;
      try {
        deliver(JSON.parse(text) as Envelope);
      } catch (err) {
        logger.warn({ err }, 'unreadable push message');
      }
    });
  }

  return {
    available: () => hearing,
    refusedStream() {
      link?.refused();
    },
    attach(userId, res) {
      const set = streams.get(userId) ?? new Set<Response>();
      streams.set(userId, set);
      set.add(res);
      res.on('close', () => {
        set.delete(res);
        if (set.size === 0 && streams.get(userId) === set) streams.delete(userId);
      });
    },
    send(target, event) {
      const envelope: Envelope = { target, event };
      if (!publisher) return deliver(envelope);
      // Redis away: only this process's tabs get it (counted, not logged: the link's line reports it).
      const local = (): void => {
        link?.degraded();
        deliver(envelope);
      };
      if (publisher.status !== 'ready') return local();
      publisher.publish(channel, JSON.stringify(envelope)).catch(local);
    },
    async close() {
      clearInterval(heartbeat);
      endAll();
      await Promise.all([publisher?.quit().catch(() => undefined), subscriber?.quit().catch(() => undefined)]);
    },
  };
}
