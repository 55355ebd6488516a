// The game server alone, in its own process so bench/rooms.ts and bench/tournament.ts can measure its CPU and memory apart from
// the bots: matchmaking, websockets and the competitive REST calls on one 127.0.0.1 port, from the BUILT
// packages (dist/). Accounts are "bench-<n>" tokens (no database: rounds are not saved). Prints one JSON line
// when ready; answers each IPC message with its CPU use, memory, event-loop delay p99 and longest GC pause since
// the last one.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import { competitiveRoutes, errorHandler } from '@matchdrop/api';
import { testTournamentRoutes } from '@matchdrop/game-server/testing';
import { competitiveRoomsGateway, createGameServer, matchmakingMiddleware, startGameServer, tournamentRoomsGateway } from '@matchdrop/game-server';
import type { CompetitiveDeps, TournamentDeps } from '@matchdrop/game-server';
import express from 'express';
import { pino } from 'pino';

const deps: CompetitiveDeps = {
  authenticator: {
    authenticate: async (token) => {
      const id = Number(/^bench-(\d+)$/.exec(token)?.[1]);
      return id ? { userId: id, username: `bot${id}`, isSuspended: false } : null;
    },
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
// The bare test routes: the API's own need its database for stored tournaments, which this bench has none of.
app.use('/api/tournaments', testTournamentRoutes(tournamentRoomsGateway(tournament), deps.authenticator));
const httpServer = createServer(app);
createGameServer({ httpServer, competitive: deps, tournament });
await startGameServer();
await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));

const loop = monitorEventLoopDelay();
loop.enable();
// The longest garbage-collection pause, to tell the server's own stalls from a machine too busy to run it.
let gcMax = 0;
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) gcMax = Math.max(gcMax, entry.duration);
}).observe({ entryTypes: ['gc'] });
process.on('message', () => {
  const { rss, heapUsed } = process.memoryUsage();
  if (process.connected) process.send?.({ cpu: process.cpuUsage(), rss, heapUsed, at: performance.now(), loopP99: loop.percentile(99) / 1e6, gcMax });
  loop.reset();
  gcMax = 0;
});
process.stdout.write(`${JSON.stringify({ ready: true, port: (httpServer.address() as AddressInfo).port })}\n`);
// The bench ends this process; its rooms and sockets go with it.
process.on('disconnect', () => process.exit(0));
