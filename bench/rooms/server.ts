// The game server alone, in its own process so bench/rooms.ts and bench/tournament.ts can measure its CPU and memory apart from
// the bots: matchmaking, websockets and the competitive REST calls on one 127.0.0.1 port, from the BUILT
// packages (dist/). Accounts are "bench-<n>" tokens (no database: rounds are not saved). Prints one JSON line
// when ready; answers each IPC 'stats' message with its CPU use, memory, event-loop delay p99 and longest GC pause (and its
// kind) since the last one; { profile: 'start' } starts a CPU profile and an allocation
// profile, { profile: '<file>' } writes them to <file>.cpuprofile and <file>.heapprofile (bench/rooms.ts,
// ROOMS_PROFILE_DIR), each answered with { profiled }.
import { writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { Session } from 'node:inspector/promises';
import type { AddressInfo } from 'node:net';
import { constants, monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import { competitiveRoutes, errorHandler, systemClock, teamRaceRoutes, tournamentRoutes } from '@matchdrop/api';
import type { ApiDeps } from '@matchdrop/api';
import {
  competitiveRoomsGateway,
  createGameServer,
  matchmakingMiddleware,
  redisScaling,
  startGameServer,
  teamRaceRoomsGateway,
  tournamentRoomsGateway,
} from '@matchdrop/game-server';
import type { CompetitiveDeps, TournamentDeps } from '@matchdrop/game-server';
import express from 'express';
import { pino } from 'pino';

const deps: CompetitiveDeps = {
  authenticator: {
    authenticate: async (token) => {
      const id = Number(/^bench-(\d+)$/.exec(token)?.[1]);
      return id ? { userId: id, username: `bot${id}`, isSuspended: false, issuedAtMs: 0 } : null;
    },
    // The bench's bots have no accounts: their sessions never end.
    endedSessions: async (sessions) => sessions.map(() => null),
  },
};

const benchLogin: express.RequestHandler = (req, _res, next) => {
  const id = Number(/^Bearer bench-(\d+)$/.exec(req.headers.authorization ?? '')?.[1]);
  if (id) req.user = { id, username: `bot${id}`, email: `bot${id}@bench.test`, role: 'user', isSuspended: false, suspensionReason: null };
  next();
};

const app = express();
app.use(matchmakingMiddleware());
// The API's own competitive routes over the game server's rooms; the bench token stands in for the API's login.
app.use('/api/competitive', express.json(), benchLogin, competitiveRoutes(competitiveRoomsGateway(deps)), errorHandler(pino({ level: 'silent' })));
// bench/tournament.ts: tournaments on the same server (seat tokens signed with a bench secret).
const tournament: TournamentDeps = { ...deps, secret: 'bench-tournament-secret' };
// The API's own tournament routes, rate limits included (every bot joins from 127.0.0.1, like a hall behind one
// school address). Only the stored-tournament reads need a database, which the bench never makes.
const apiDeps = { db: undefined, clock: systemClock, logger: pino({ level: 'silent' }) } as unknown as ApiDeps;
app.use('/api/tournaments', express.json(), benchLogin, tournamentRoutes(apiDeps, tournamentRoomsGateway(tournament)), errorHandler(pino({ level: 'silent' })));
// bench/team-race.ts: team races on the same server, through the API's own routes.
app.use('/api/team-races', express.json(), benchLogin, teamRaceRoutes(apiDeps, teamRaceRoomsGateway(tournament)), errorHandler(pino({ level: 'silent' })));
const httpServer = createServer(app);
// BENCH_REDIS_URL (bench/tournament.ts --redis): one of several processes sharing rooms through Redis, which must
// know its own address before the game server starts (seat reservations name it).
const redisUrl = process.env.BENCH_REDIS_URL;
const port = redisUrl ? await freePort() : 0;
const scaling = redisUrl ? { ...redisScaling(redisUrl), publicAddress: `127.0.0.1:${port}` } : {};
createGameServer({ httpServer, competitive: deps, tournament, ...scaling });
await startGameServer();
await new Promise<void>((resolve) => httpServer.listen(port, '127.0.0.1', resolve));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address() as AddressInfo;
      probe.close(() => resolve(address.port));
    });
  });
}

const loop = monitorEventLoopDelay();
loop.enable();
// The longest garbage-collection pause, to tell the server's own stalls from a machine too busy to run it.
let gcMax = 0;
/** Which collection it was: minor (scavenge), major (mark-compact), incremental (marking step), weakcb. */
let gcMaxKind = '';
const GC_KINDS: Record<number, string> = {
  [constants.NODE_PERFORMANCE_GC_MINOR]: 'minor',
  [constants.NODE_PERFORMANCE_GC_MAJOR]: 'major',
  [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental',
  [constants.NODE_PERFORMANCE_GC_WEAKCB]: 'weakcb',
};
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    if (entry.duration <= gcMax) continue;
    gcMax = entry.duration;
    gcMaxKind = GC_KINDS[(entry as PerformanceEntry & { detail: { kind: number } }).detail.kind] ?? '?';
  }
}).observe({ entryTypes: ['gc'] });
// ROOMS_PROFILE_DIR (bench/rooms.ts): a CPU profile and a sampled allocation profile of the measured window, started
// and stopped over IPC (<file>.cpuprofile and <file>.heapprofile).
const profiler = new Session();
process.on('message', (message: unknown) => {
  if (typeof message === 'object' && message !== null && 'profile' in message) {
    const { profile } = message as { profile: 'start' | string };
    void (async () => {
      if (profile === 'start') {
        profiler.connect();
        await profiler.post('Profiler.enable');
        await profiler.post('Profiler.start');
        await profiler.post('HeapProfiler.startSampling', { samplingInterval: 16_384, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: true });
      } else {
        const cpu = await profiler.post('Profiler.stop');
        const heap = await profiler.post('HeapProfiler.stopSampling');
        await writeFile(`${profile}.cpuprofile`, JSON.stringify(cpu.profile));
        await writeFile(`${profile}.heapprofile`, JSON.stringify(heap.profile));
        profiler.disconnect();
      }
      process.send?.({ profiled: profile });
    })();
    return;
  }
  const { rss, heapUsed } = process.memoryUsage();
  if (process.connected) process.send?.({ cpu: process.cpuUsage(), rss, heapUsed, at: performance.now(), loopP99: loop.percentile(99) / 1e6, gcMax, gcMaxKind });
  loop.reset();
  gcMax = 0;
  gcMaxKind = '';
});
process.stdout.write(`${JSON.stringify({ ready: true, port: (httpServer.address() as AddressInfo).port })}\n`);
// The bench ends this process; its rooms and sockets go with it.
process.on('disconnect', () => process.exit(0));
