/** Test support for other packages' tests (server/): a real game server test bed, players and room flows. */
export { useCompetitiveTestBed, CompetitiveTestBed, type TestBedOptions } from './competitive/testing/test-bed.js';
export { createRoom, rest, roundPairs, TestPlayer, type RestAnswer } from './competitive/testing/player.js';
export { createAccount, type TestAccount } from './competitive/testing/server.js';
export { startRound } from './competitive/testing/flow.js';
export { COLOURS, SPANISH } from './competitive/logic/testing.js';
export { TournamentBot } from './tournament/testing/bot.js';
export { RaceMember } from './team-race/testing/member.js';
export { disposeLocalRoom } from './live-mode/testing.js';
export { testTournamentRoutes } from './competitive/testing/tournament-rest-routes.js';
export { startRedisServer, type TestRedis } from './testing/redis-server.js';
export { freePort } from './competitive/testing/processes.js';
