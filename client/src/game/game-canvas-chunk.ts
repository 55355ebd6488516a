import { withChunkTimeout, withWords } from '../lib/lazy-chunk';
import { lazyLoad } from '../lib/lazy-load';
import type { GameCanvas } from './GameCanvas';

// The game canvas (and Phaser behind it) is its own chunk, fetched when a game is near (game-screen-chunk.ts)
// or, at the latest, when a game starts (GameStage).
export const gameCanvas = lazyLoad<typeof GameCanvas>(() => withChunkTimeout(withWords(import('./GameCanvas'), ['game'])).then((module) => module.GameCanvas));
