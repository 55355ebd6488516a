import type { Response } from 'express';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';

/** What an open tab is told at once: its unread count changed (it asks for it), or its account was suspended. */
/** `assignment`: an assignment's report changed (a student's attempt): the teacher's open report reads it again. */
export type PushEvent = { type: 'unread' } | { type: 'suspended'; reason: string } | { type: 'assignment'; assignmentId: number };

/** Who gets an event: one user's open tabs, or every connected user (a general notification). */
type PushTarget = number | 'all';

/**
 * The live channel to open tabs (server-sent events under /api/events). With REDIS_URL every event goes
 * through Redis pub/sub, so a user connected to another process of the product gets it too; without it,
 * events reach the tabs connected to this process, which is then the only one.
 */
export interface PushHub {
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
  if (options.redisUrl) {
    // Publishing fails fast while Redis is away (the event then reaches this process's tabs only).
    publisher = new Redis(options.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 5_000 });
    subscriber = new Redis(options.redisUrl, { connectTimeout: 5_000 });
    publisher.on('error', (err: unknown) => logger.warn({ err }, 'push Redis connection error'));
    subscriber.on('error', (err: unknown) => logger.warn({ err }, 'push Redis subscriber error'));
    subscriber.subscribe(channel).catch((err: unknown) => logger.warn({ err }, 'could not subscribe to the push channel'));
    subscriber.on('message', (from: string, text: string) => {
      if (from !== channel) return;
      try {
        deliver(JSON.parse(text) as Envelope);
      } catch (err) {
        logger.warn({ err }, 'unreadable push message');
      }
    });
  }

  return {
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
      publisher.publish(channel, JSON.stringify(envelope)).catch((err: unknown) => {
        logger.warn({ err }, 'could not publish a push event: only this process’s tabs get it');
        deliver(envelope);
      });
    },
    async close() {
      clearInterval(heartbeat);
      for (const set of streams.values()) for (const res of set) res.end();
      streams.clear();
      await Promise.all([publisher?.quit().catch(() => undefined), subscriber?.quit().catch(() => undefined)]);
    },
  };
}
