import { randomUUID } from 'node:crypto';
import type { DataChanges } from '@matchdrop/db';
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
 * the read cache's longest keeping time.
 */
export function shareDataChanges(changes: DataChanges, redisUrl: string, logger: Logger): { close(): Promise<void> } {
  const self = randomUUID();
  changes.pause();
  // Publishing fails fast while Redis is away; the subscriber reconnects and subscribes again by itself.
  const publisher = new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 5_000 });
  const subscriber = new Redis(redisUrl, { connectTimeout: 5_000 });
  publisher.on('error', (err: unknown) => logger.debug({ err }, 'data-change publisher error'));
  subscriber.on('error', (err: unknown) => logger.debug({ err }, 'data-change subscriber error'));
  subscriber.on('ready', () => {
    subscriber.subscribe(CHANNEL).then(
      () => changes.resume(),
      (err: unknown) => logger.warn({ err }, 'could not subscribe to data changes: answers are not cached'),
    );
  });
  subscriber.on('close', () => changes.pause());
  subscriber.on('message', (channel: string, text: string) => {
    if (channel !== CHANNEL) return;
    try {
      const message = JSON.parse(text) as Message;
      if (message.from !== self && Array.isArray(message.tables)) changes.writtenElsewhere(message.tables.filter((t) => typeof t === 'string'));
    } catch (err) {
      logger.warn({ err }, 'unreadable data-change message');
    }
  });
  // One warning per run of failures (Redis away), not one per write.
  let failing = false;
  const stopListening = changes.onWrite((tables) => {
    publisher.publish(CHANNEL, JSON.stringify({ from: self, tables } satisfies Message)).then(
      () => {
        failing = false;
      },
      (err: unknown) => {
        if (!failing) logger.warn({ err, tables }, 'could not tell the other processes about a write: their cached answers may lag for up to a minute');
        failing = true;
      },
    );
  });
  return {
    async close() {
      stopListening();
      changes.pause();
      await Promise.all([publisher.quit().catch(() => undefined), subscriber.quit().catch(() => undefined)]);
    },
  };
}
