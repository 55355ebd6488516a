export type { FinishedResult, StatsUpdate } from './bus.js';
