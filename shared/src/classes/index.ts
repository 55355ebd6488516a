export * from './rest.js';
export * from './play.js';
export * from './progress.js';
export * from './report.js';
export * from './csv.js';
