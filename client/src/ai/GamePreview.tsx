import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { GameStartRequest } from '../lib/game-start';
import { clampPairCount } from '../lib/pair-slider';
import { pairSliderBounds } from '../lib/pair-slider-data';
import { PairCountSlider } from '../ui/PairCountSlider';
import { PlayIcon } from './icons';
import { samplePairs, type PreviewTarget } from './preview';
import { useCanChangeGames } from '../progress';
import { SaveToProfile } from './SaveToProfile';
import { ItemText } from '../ui/ItemText';

interface GamePreviewProps {
  target: PreviewTarget | null;
  sessionId: number | null;
  onTestPlay: (request: GameStartRequest) => void;
  onShowLatest: () => void;
}

/** The generated game: name, pair count, 3 unique sample pairs, Test Play and Save to Profile (R-AI-5). */
export function GamePreview({ target, sessionId, onTestPlay, onShowLatest }: GamePreviewProps) {
  const headingId = useId();
  return (
    <aside className="panel ai-preview" aria-labelledby={headingId}>
      <h3 id={headingId} className="ai-side-title">
        <Trans>Game preview</Trans>
      </h3>
      {target && sessionId !== null ? (
        <PreviewBody key={target.messageId} target={target} sessionId={sessionId} onTestPlay={onTestPlay} onShowLatest={onShowLatest} />
      ) : (
        <p className="empty-state">
          <Trans>Your game appears here as soon as the assistant makes one. Ask for a topic or paste a list of pairs.</Trans>
        </p>
      )}
    </aside>
  );
}

function PreviewBody({ target, sessionId, onTestPlay, onShowLatest }: { target: PreviewTarget; sessionId: number } & Pick<GamePreviewProps, 'onTestPlay' | 'onShowLatest'>) {
  // A suspended account is not offered Save (R-SUSP-2).
  const canSave = useCanChangeGames();
  const { game } = target;
  const bounds = pairSliderBounds(game.data);
  const [pairCount, setPairCount] = useState(bounds.initial);
  const samples = samplePairs(game);
  const { t } = useLingui();
  return (
    <div className="ai-preview-body">
      <div className="ai-preview-head">
        <p className="ai-preview-name">{game.name}</p>
        <p className="ai-preview-count">
          <Plural value={game.pairCount} one="# pair" other="# pairs" />
        </p>
      </div>
      {!target.latest && (
        <p className="ai-preview-version">
          <Trans>An earlier version of the game.</Trans>{' '}
          <button type="button" className="link-button" onClick={onShowLatest}>
            <Trans>Show the newest</Trans>
          </button>
        </p>
      )}
      <ul className="ai-sample-pairs" aria-label={t`Sample pairs`}>
        {samples.map(([left, right]) => (
          <li key={`${left}\u0000${right}`} className="ai-sample-pair">
            <span className="ai-sample-item">
              <ItemText item={left} />
            </span>
            <span className="ai-sample-arrow" aria-hidden="true">
              ↔
            </span>
            <span className="visually-hidden"> {t`matches`} </span>
            <span className="ai-sample-item">
              <ItemText item={right} />
            </span>
          </li>
        ))}
      </ul>
      {bounds.max >= 1 && <PairCountSlider min={bounds.min} max={bounds.max} value={pairCount} onChange={(value) => setPairCount(clampPairCount(value, bounds))} />}
      <button type="button" className="btn btn-primary btn-block" onClick={() => onTestPlay({ source: 'ai', returnTo: 'ai', name: game.name, data: game.data, pairCount })}>
        <PlayIcon />
        <Trans>Test Play</Trans>
      </button>
      {canSave && <SaveToProfile sessionId={sessionId} messageId={target.messageId} suggestedName={game.name} />}
    </div>
  );
}
