import { Trans } from '@lingui/react/macro';
import { roundCapacityNote, type RoundCapacity } from '@matchdrop/shared';
import { useEffect, type ReactNode } from 'react';
import { pairSliderBoundsFor } from '../lib/pair-slider';
import { PairCountSlider } from '../ui/PairCountSlider';
import { gameScreen } from './game-screen-chunk';

interface PairCountStepProps {
  /** The game's pair total and what one round can hold: a built-in game's come from the catalog index. */
  capacity: RoundCapacity;
  /** The game's name, for the note on why the slider stops below the pair total. */
  name?: string;
  pairCount: number;
  onPairCountChange: (value: number) => void;
  onStart: () => void;
  /** More buttons beside Start Game (Save Game on an uploaded game). */
  children?: ReactNode;
}

/** The pair-count slider (3 up to the game's total) and Start Game, for built-in and uploaded games alike. */
export function PairCountStep({ capacity, name, pairCount, onPairCountChange, onStart, children }: PairCountStepProps) {
  const { min, max } = pairSliderBoundsFor(capacity.maxPairs);
  const note = name === undefined ? null : roundCapacityNote(name, capacity);
  // Start Game is on screen: fetch the game screen now, so that it is there when the player starts.
  useEffect(() => gameScreen.preload(), []);
  return (
    <div className="pair-step">
      <PairCountSlider min={min} max={max} value={pairCount} onChange={onPairCountChange} />
      {note && <p className="pair-step-note">{note}</p>}
      <div className="pair-step-actions">
        <button type="button" className="btn btn-primary btn-large start-button" onClick={onStart}>
          <Trans>Start Game</Trans>
        </button>
        {children}
      </div>
    </div>
  );
}
