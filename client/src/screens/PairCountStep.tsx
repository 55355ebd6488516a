import { roundCapacityNote, type GameData } from '@matchdrop/shared';
import type { ReactNode } from 'react';
import { pairSliderBounds } from '../lib/pair-slider';
import { PairCountSlider } from '../ui/PairCountSlider';

interface PairCountStepProps {
  data: GameData;
  /** The game's name, for the note on why the slider stops below the pair total. */
  name?: string;
  pairCount: number;
  onPairCountChange: (value: number) => void;
  onStart: () => void;
  /** More buttons beside Start Game (Save Game on an uploaded game). */
  children?: ReactNode;
}

/** The pair-count slider (3 up to the game's total) and Start Game, for built-in and uploaded games alike. */
export function PairCountStep({ data, name, pairCount, onPairCountChange, onStart, children }: PairCountStepProps) {
  const { min, max } = pairSliderBounds(data);
  const note = name === undefined ? null : roundCapacityNote(name, data);
  return (
    <div className="pair-step">
      <PairCountSlider min={min} max={max} value={pairCount} onChange={onPairCountChange} />
      {note && <p className="pair-step-note">{note}</p>}
      <div className="pair-step-actions">
        <button type="button" className="btn btn-primary btn-large start-button" onClick={onStart}>
          Start Game
        </button>
        {children}
      </div>
    </div>
  );
}
