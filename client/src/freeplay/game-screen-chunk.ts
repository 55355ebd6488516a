import { gameCanvas } from '../game/game-canvas-chunk';
import { withChunkTimeout, withWords } from '../lib/lazy-chunk';
import { lazyLoad } from '../lib/lazy-load';
import type { GameScreen } from './GameScreen';
import type { PairCountStep } from './PairCountStep';
import type { PlayRoute } from './PlayRoute';

// The game screen's chunk (shown by lazy-game-screen.tsx), here on its own so that the pair-count step can
// fetch it early without importing the game screen's styles: their place in the cascade is lazy-game-screen.tsx's.
export const gameScreen = lazyLoad<typeof GameScreen>(() => {
  // The game canvas inside it is a chunk of its own: fetched beside this one, not once the screen is up.
  gameCanvas.preload();
  return withChunkTimeout(withWords(import('./GameScreen'), ['game'])).then((module) => module.GameScreen);
});

/**
 * The game's address (/play/…, PlayRoute.tsx), the screen that shows it: a chunk off the first page, fetched with
 * the game screen's (whoever starts a game, from the game picker, a game page or the dashboard, needs both).
 */
export const playRoute = lazyLoad<typeof PlayRoute>(() => {
  gameScreen.preload();
  return withChunkTimeout(withWords(import('./PlayRoute'), ['game'])).then((module) => module.PlayRoute);
});

/**
 * The pair-count step (its slider and Start Game): a chunk off the first page (issue 35), whose words are the game's
 * (client/i18n-areas.ts), fetched when a topic is pointed at or opened, so that it shows as soon as a game is picked.
 */
export const pairCountStep = lazyLoad<typeof PairCountStep>(() => withChunkTimeout(withWords(import('./PairCountStep'), ['game'])).then((module) => module.PairCountStep));
