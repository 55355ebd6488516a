export { GameCanvas, type GameCanvasProps } from './GameCanvas.js';
export type { FinishedResult, StatsUpdate } from './bus.js';
export { GAME_THEMES, type GameTheme, type ThemeName } from './theme.js';
export type { RemoteJudge } from './remote-judge.js';
