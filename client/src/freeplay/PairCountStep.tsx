import { plural } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { RoundCapacity } from '@matchdrop/shared';
import { useEffect, type ReactNode } from 'react';
import { pairSliderBoundsFor } from '../lib/pair-slider';
import { PairCountSlider } from '../ui/PairCountSlider';
import { playRoute } from './game-screen-chunk';

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

/**
 * Why the slider stops below the game's pair total (shared's roundCapacityNote, in the interface's language):
 * "Multiplication Table: 144 pairs; at most 59 can be dealt without look-alike answers". Null when all fit.
 */
function capacityNote(name: string, { pairCount, maxPairs }: RoundCapacity): string | null {
  if (maxPairs >= pairCount) return null;
  return plural(pairCount, {
    one: `${name}: # pair; at most ${maxPairs} can be dealt without look-alike answers`,
    other: `${name}: # pairs; at most ${maxPairs} can be dealt without look-alike answers`,
  });
}

/** The pair-count slider (3 up to the game's total) and Start Game, for built-in and uploaded games alike. */
export function PairCountStep({ capacity, name, pairCount, onPairCountChange, onStart, children }: PairCountStepProps) {
  const { min, max } = pairSliderBoundsFor(capacity.maxPairs);
  const note = name === undefined ? null : capacityNote(name, capacity);
  // Start Game is on screen: fetch the game screen now, so that it is there when the player starts.
  useEffect(() => playRoute.preload(), []);
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
