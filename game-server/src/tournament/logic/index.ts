export * from './create.js';
export * from './heats.js';
export * from './standings.js';
export * from './step.js';
export * from './types.js';
export * from './view.js';
export * from './refusals.js';
