import { randomUUID } from 'node:crypto';
import type { DataChanges } from '@matchdrop/db';
import { RECONNECT_OPTIONS, RedisLink } from '@matchdrop/game-server';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';

const CHANNEL = 'matchdrop:data-changes';

interface Message {
  from: string;
  tables: readonly string[];
}

/**
 * With several processes on one database (REDIS_URL), each tells the others which tables its writes changed, so
 * their answer caches (the API's read cache, the signed-in user's row) drop what another process made stale.
 * Nothing is served from a cache while this process cannot hear the others (before subscribing, while Redis is
 * away), and everything cached before a gap is dropped when hearing resumes. A message lost on the way is bounded by
 * the read cache's longest keeping time. While Redis is away nothing is logged per write: the link's two lines say
 * it went and came back, with the count of writes the other processes were not told of.
 * `logger` must not carry a `component` key: the link's lines add theirs ("data changes").
 */
export function shareDataChanges(changes: DataChanges, redisUrl: string, logger: Logger): { close(): Promise<void> } {
  const self = randomUUID();
  changes.pause();
  // Publishing fails fast while Redis is away; the subscriber reconnects and subscribes again by itself.
  const publisher = new Redis(redisUrl, { ...RECONNECT_OPTIONS, enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  const subscriber = new Redis(redisUrl, RECONNECT_OPTIONS);
  const link = new RedisLink('data changes', logger, {
    whileDown: "answers are not cached, and the other processes may serve cached answers older than this one's writes for up to a minute",
    degraded: 'writes not told to the other processes',
  });
  link.watch(publisher).watch(subscriber);
  const componentLogger = logger.child({ component: 'data changes' });
  subscriber.on('ready', () => {
    subscriber.subscribe(CHANNEL).then(
      () => changes.resume(),
      (err: unknown) => componentLogger.warn({ err }, 'could not subscribe to data changes: answers are not cached'),
    );
  });
  subscriber.on('close', () => changes.pause());
  subscriber.on('message', (channel: string, text: string) => {
    if (channel !== CHANNEL) return;
    try {
      const message = JSON.parse(text) as Message;
      if (message.from !== self && Array.isArray(message.tables)) changes.writtenElsewhere(message.tables.filter((t) => typeof t === 'string'));
    } catch (err) {
      componentLogger.warn({ err }, 'unreadable data-change message');
    }
  });
  const stopListening = changes.onWrite((tables) => {
    if (publisher.status !== 'ready') return link.degraded();
    publisher.publish(CHANNEL, JSON.stringify({ from: self, tables } satisfies Message)).catch(() => link.degraded());
  });
  return {
    async close() {
      stopListening();
      changes.pause();
      await Promise.all([publisher.quit().catch(() => undefined), subscriber.quit().catch(() => undefined)]);
    },
  };
}
