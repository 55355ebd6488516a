export * from './limits.js';
export * from './identities.js';
export * from './rest.js';
export * from './room.js';
export * from './csv.js';
export { teamPodium } from './standings.js';
