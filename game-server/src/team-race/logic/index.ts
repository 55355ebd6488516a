export * from './create.js';
export * from './step.js';
export * from './types.js';
export * from './refusals.js';
export * from './view.js';
