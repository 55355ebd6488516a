export * from './limits.js';
export * from './rest.js';
export * from './room.js';
export * from './csv.js';
export { containsOffensiveWord } from './offensive-words.js';
export { nicknameKey } from './nickname-normalize.js';
