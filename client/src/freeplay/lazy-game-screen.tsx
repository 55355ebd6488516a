import { Trans } from '@lingui/react/macro';
import type { ComponentProps, ComponentType } from 'react';
import { preloadableChunk } from '../lib/lazy-chunk';
import { gameScreen } from './game-screen-chunk';
import type { GameScreen } from './GameScreen';
// The game screen's styles stay on the first page, where they were in the cascade when the screen was there
// (FreeplayScreen imports this module after the built-in panel, before the upload panel): rules of equal
// weight depend on that order (the compact Game Speed slider after builtin-panel.css's slider).
import '../styles/game-screen.css';
import '../styles/completion.css';
import '../styles/playing.css';

/**
 * The game screen (toolbar, progress, completion panel, sound and vibration) shows only once a game starts,
 * so it is a chunk of its own (R-UI-8), fetched ahead by the pair-count step (game-screen-chunk.ts): then it
 * renders with Start Game's click, as when it was on the first page.
 */
export const LazyGameScreen: ComponentType<ComponentProps<typeof GameScreen>> = preloadableChunk(
  gameScreen,
  <p className="panel muted" role="status">
    <Trans>Loading the game…</Trans>
  </p>,
);
