import { captureLogger } from '@matchdrop/api/testing';
import { DataChanges } from '@matchdrop/db';
import { requireRedis } from '@matchdrop/db/testing';
import { pino } from 'pino';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { shareDataChanges } from './shared-data-changes.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/0';
const logger = pino({ level: 'silent' });

function learnt(): DataChanges {
  const changes = new DataChanges();
  changes.learn(['users', 'dictionaries', 'notifications'], { onInsert: new Map(), onChange: new Map([['users', ['dictionaries']]]) });
  return changes;
}

async function until(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('data changes shared between processes through Redis', () => {
  beforeAll(() => requireRedis(REDIS_URL));
  const open: { close(): Promise<void> }[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((shared) => shared.close()));
  });

  it('caches nothing until it hears the others, then stamps their writes (with their cascades) and not its own twice', async () => {
    const [here, there] = [learnt(), learnt()];
    open.push(shareDataChanges(here, REDIS_URL, logger));
    expect(here.snapshot()).toBeUndefined();
    open.push(shareDataChanges(there, REDIS_URL, logger));
    await until(() => here.snapshot() !== undefined && there.snapshot() !== undefined, 'both processes hear each other');

    const before = here.snapshot()!;
    there.written(there.statementStarts('delete from users where id = 1'));
    await until(() => here.changedSince(['users'], before), "the other process's write is heard");
    expect(here.changedSince(['dictionaries'], before)).toBe(true);
    expect(here.changedSince(['notifications'], before)).toBe(false);

    // Its own writes come back from Redis too: they are not stamped again.
    const ownBefore = there.snapshot()!;
    const heard = here.snapshot()!;
    there.written(['notifications']);
    await until(() => here.changedSince(['notifications'], heard), 'the second write is heard');
    expect(there.changedSince(['users', 'dictionaries'], ownBefore)).toBe(false);
  });

  it('serves nothing from a cache once it stopped hearing the others', async () => {
    const changes = learnt();
    const shared = shareDataChanges(changes, REDIS_URL, logger);
    await until(() => changes.snapshot() !== undefined, 'it subscribed');
    await shared.close();
    expect(changes.snapshot()).toBeUndefined();
  });

  it('logs one line while it cannot tell the others, not one per write or per retry', async () => {
    const captured = captureLogger('debug');
    const changes = learnt();
    // Nothing listens on port 1: every publication fails at once.
    open.push(shareDataChanges(changes, 'redis://127.0.0.1:1/0', captured.logger));
    for (let i = 0; i < 5; i++) changes.written(['notifications']);
    await until(() => captured.records().length > 0, 'the failure is logged');
    // Several reconnection attempts later, still the one line.
    await new Promise((resolve) => setTimeout(resolve, 600));
    for (let i = 0; i < 5; i++) changes.written(['notifications']);
    expect(captured.records()).toEqual([expect.objectContaining({ level: 40, component: 'data changes', state: 'down', code: 'ECONNREFUSED' })]);
    // Nothing is served from a cache meanwhile: the other processes cannot be heard either.
    expect(changes.snapshot()).toBeUndefined();
  });
});
