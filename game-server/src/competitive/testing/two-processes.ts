import type { Database, Kysely } from '@matchdrop/db';
import { openTestDatabase, requirePostgres, requireRedis, type TestDbHandle } from '@matchdrop/db/testing';
import { Redis } from 'ioredis';
import { afterAll, beforeAll } from 'vitest';
import { startGameProcess, type GameProcess } from './processes.js';

/** The two processes of a scaling suite and the database they share. */
export interface TwoGameProcesses {
  readonly one: GameProcess;
  readonly two: GameProcess;
  readonly db: Kysely<Database>;
}

/**
 * Two game-server processes for a describe block, as the product scales out: one shared PostgreSQL database (the
 * same accounts and round history for both) and one Redis database of the suite's own (`redisUrl`: keys are per
 * database), emptied before and after. Started in beforeAll, stopped in afterAll (after the suite's own afterAll,
 * which vitest runs first, so its players leave while the processes are still up).
 */
export function useTwoGameProcesses(redisUrl: string): TwoGameProcesses {
  let handle: TestDbHandle | undefined;
  let redis: Redis | undefined;
  let processes: GameProcess[] = [];
  beforeAll(async () => {
    // This setup cannot run on PGlite alone: say so clearly when a service is missing.
    await requirePostgres();
    await requireRedis(redisUrl);
    redis = new Redis(redisUrl);
    await redis.flushdb();
    handle = await openTestDatabase('postgres');
    const env = { databaseUrl: handle.databaseUrl!, redisUrl };
    processes = await Promise.all([startGameProcess(env), startGameProcess(env)]);
  }, 180_000);
  afterAll(async () => {
    await Promise.all(processes.map((p) => p.stop()));
    await redis?.flushdb();
    redis?.disconnect();
    await handle?.close();
  }, 60_000);
  const started = (index: number): GameProcess => {
    const process = processes[index];
    if (!process) throw new Error('the game processes start in beforeAll: read them in a hook or a test');
    return process;
  };
  return {
    get one() {
      return started(0);
    },
    get two() {
      return started(1);
    },
    get db() {
      if (!handle) throw new Error('the shared database opens in beforeAll');
      return handle.db;
    },
  };
}
