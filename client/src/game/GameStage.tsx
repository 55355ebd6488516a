import { Trans } from '@lingui/react/macro';
import { useEffect, useState, type ReactNode } from 'react';
import { preloadableChunk } from '../lib/lazy-chunk';
import { gameCanvas } from './game-canvas-chunk';
import type { GameCanvasProps } from './GameCanvas';
import '../styles/game-screen.css';
import '../styles/completion.css';
import '../styles/playing.css';

const LOADING = (
  <p className="game-loading" role="status">
    <Trans>Loading the game…</Trans>
  </p>
);

const GameCanvas = preloadableChunk(gameCanvas, LOADING);

interface GameStageProps {
  canvas: GameCanvasProps;
  /** The game is over: the canvas stays visible but inert, under `children`. */
  finished: boolean;
  /** What covers the finished game (a completion panel, a waiting notice). */
  children?: ReactNode;
}

/** The game area of free play and of a competitive round: it takes the height left in the window (playing.css). */
export function GameStage({ canvas, finished, children }: GameStageProps) {
  // The canvas lays the field out for its box as it mounts (GameCanvas). That box is final only once the page's
  // game layout (playing.css, `:has(.game-stage)`) applies, and Chrome applies a :has() made true by the stage's
  // insertion only after the next frame: a canvas mounted with the stage, as when its chunk was already loaded
  // (a second game, or a chunk fetched ahead), laid the field out for a smaller box. So it mounts two frames on.
  const [placed, setPlaced] = useState(false);
  useEffect(() => {
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => setPlaced(true));
    });
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <div className="game-stage" data-finished={finished ? 'true' : undefined}>
      {/* Stays mounted under the overlay so the last match's flash can finish; inert so focus cannot go behind. */}
      <div className="game-stage-canvas" inert={finished}>
        {placed ? <GameCanvas {...canvas} /> : LOADING}
      </div>
      {children}
    </div>
  );
}
