import { createInterface } from 'node:readline';
import { openDatabase } from '@matchdrop/db';
import { disconnectUser } from '../disconnect.js';
import { redisScaling } from '../../redis.js';
import { startTestServer } from './server.js';

/**
 * Test support (not a test file): one game-server process of a scaled deployment, run as a child process by
 * scaling.int.test.ts (Colyseus keeps its matchmaker in module state, so two servers need two processes).
 * Env: PORT, DATABASE_URL (shared Postgres), REDIS_URL (shared Redis), LIVENESS (optional JSON periods, see
 * liveness.ts). Prints one JSON line when ready;
 * reads commands on stdin: `disconnect <userId> <reason...>`.
 */
const port = Number(process.env.PORT);
const redisUrl = process.env.REDIS_URL ?? '';
const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
const server = await startTestServer({
  db: db.db,
  timeScale: 0.01,
  port,
  publicAddress: `127.0.0.1:${port}`,
  ...redisScaling(redisUrl),
  liveness: process.env.LIVENESS ? (JSON.parse(process.env.LIVENESS) as Record<string, number>) : undefined,
});
process.stdout.write(`${JSON.stringify({ ready: true, port: server.port })}\n`);

createInterface({ input: process.stdin }).on('line', (line) => {
  const [command, userId, ...reason] = line.split(' ');
  if (command === 'disconnect') void disconnectUser(Number(userId), reason.join(' '));
});

process.once('SIGTERM', () => {
  void server
    .close()
    .then(() => db.close())
    .finally(() => process.exit(0));
});
