export * from './limits.js';
export * from './rest.js';
export * from './room.js';
export * from './csv.js';
export { compareTiedPlayers, inPlaceOrder, podiumOf, tournamentAccuracy } from './standings.js';
export { containsOffensiveWord } from './offensive-words.js';
export { nicknameKey } from './nickname-normalize.js';
