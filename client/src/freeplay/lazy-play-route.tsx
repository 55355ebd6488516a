import { Trans } from '@lingui/react/macro';
import type { ComponentProps, ComponentType } from 'react';
import { preloadableChunk } from '../lib/lazy-chunk';
import { playRoute } from './game-screen-chunk';
import type { PlayRoute } from './PlayRoute';

/**
 * A game's address (PlayRoute.tsx) in its own chunk, fetched ahead by the game picker with the game screen's
 * (game-screen-chunk.ts): then Start Game shows the game without waiting, as when it was on the first page.
 */
export const LazyPlayRoute: ComponentType<ComponentProps<typeof PlayRoute>> = preloadableChunk(
  playRoute,
  <p className="panel muted" role="status">
    <Trans>Loading the game…</Trans>
  </p>,
);
