/** Test helpers other packages' tests and the bench use (never imported by product code). */
export { TournamentBot } from './tournament/test-kit/bot.js';
