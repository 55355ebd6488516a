import { Trans } from '@lingui/react/macro';
import { roundCapacity } from '@matchdrop/shared';
import { useEffect, useMemo, useRef } from 'react';
import { countLabel } from '../lib/count-label';
import type { UploadedGame } from '../lib/upload';
import { PairCountStep } from './PairCountStep';
import '../styles/upload.css';

interface UploadedGamePanelProps {
  game: UploadedGame;
  onPairCountChange: (value: number) => void;
  onStart: () => void;
  /** Present when the player is logged in: opens the save-game dialog. */
  onSave?: () => void;
}

/** R-UI-3 uploaded-game panel: what the file gave, the pair slider, Start Game and (logged in) Save Game. */
export function UploadedGamePanel({ game, onPairCountChange, onStart, onSave }: UploadedGamePanelProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // A new file replaced what was here: move keyboard and screen-reader users to it.
  useEffect(() => headingRef.current?.focus(), [game.data]);
  const { message } = game;
  const capacity = useMemo(() => roundCapacity(game.data), [game.data]);

  return (
    <section className="panel uploaded-panel" aria-labelledby="uploaded-heading">
      <div className="builtin-heading">
        <span className="builtin-heading-icon" aria-hidden="true">
          📄
        </span>
        <div className="builtin-heading-text">
          <h2 id="uploaded-heading" className="panel-title" ref={headingRef} tabIndex={-1}>
            {game.name}
          </h2>
          <p className="panel-subtitle">
            {game.fileName} · {countLabel(game.totalPairs, 'pair')}
          </p>
        </div>
      </div>
      <p className="upload-success" role="status">
        <span aria-hidden="true">✓</span> <Trans>Game loaded. {message}.</Trans>
      </p>
      <PairCountStep capacity={capacity} name={game.name} pairCount={game.pairCount} onPairCountChange={onPairCountChange} onStart={onStart}>
        {onSave && (
          <button type="button" className="btn btn-secondary btn-large" onClick={onSave}>
            <Trans>Save Game</Trans>
          </button>
        )}
      </PairCountStep>
    </section>
  );
}
