/** Test support for other packages' tests (server/): a real game server test bed, players and room flows. */
export { useCompetitiveTestBed, CompetitiveTestBed, type TestBedOptions } from './competitive/test-kit/test-bed.js';
export { createRoom, rest, TestPlayer, type RestAnswer } from './competitive/test-kit/player.js';
export { createAccount, type TestAccount } from './competitive/test-kit/server.js';
export { startRound } from './competitive/test-kit/flow.js';
export { COLOURS, SPANISH } from './competitive/logic/test-kit.js';
export { TournamentBot } from './tournament/test-kit/bot.js';
export { testTournamentRoutes } from './competitive/test-kit/tournament-rest-routes.js';
