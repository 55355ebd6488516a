import { Suspense, type ReactNode } from 'react';
import { lazyChunk } from '../lib/lazy-chunk';
import type { GameCanvasProps } from './GameCanvas';
import '../styles/game-screen.css';
import '../styles/playing.css';

// The game canvas (and Phaser behind it) is its own chunk, fetched when a game starts.
const GameCanvas = lazyChunk(() => import('./GameCanvas').then((module) => module.GameCanvas));

interface GameStageProps {
  canvas: GameCanvasProps;
  /** The game is over: the canvas stays visible but inert, under `children`. */
  finished: boolean;
  /** What covers the finished game (a completion panel, a waiting notice). */
  children?: ReactNode;
}

/** The game area of free play and of a competitive round: it takes the height left in the window (playing.css). */
export function GameStage({ canvas, finished, children }: GameStageProps) {
  return (
    <div className="game-stage" data-finished={finished ? 'true' : undefined}>
      {/* Stays mounted under the overlay so the last match's flash can finish; inert so focus cannot go behind. */}
      <div className="game-stage-canvas" inert={finished}>
        <Suspense
          fallback={
            <p className="game-loading" role="status">
              Loading the game…
            </p>
          }
        >
          <GameCanvas {...canvas} />
        </Suspense>
      </div>
      {children}
    </div>
  );
}
