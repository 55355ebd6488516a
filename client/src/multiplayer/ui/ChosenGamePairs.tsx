import { Plural, Trans } from '@lingui/react/macro';
import { PAIR_SLIDER_MIN } from '@matchdrop/shared';
import { useState } from 'react';
import { PairCountSlider } from '../../ui/PairCountSlider';
import { roomPairBounds, type RoomPairBounds } from '../room-form';
import type { TopicPick } from '../topic-pick';

/** The game picked for a room or a tournament and its pair count (3 to min(pairs of the game, 20)). */
export function useChosenGame(onChoose: () => void) {
  const [pick, setPick] = useState<TopicPick | null>(null);
  const [pairCount, setPairCount] = useState(0);
  const bounds = pick ? roomPairBounds(pick.data) : null;
  const choose = (next: TopicPick) => {
    setPick(next);
    setPairCount(roomPairBounds(next.data).initial);
    onChoose();
  };
  return { pick, pairCount, setPairCount, bounds, tooSmall: bounds !== null && bounds.max < PAIR_SLIDER_MIN, choose };
}

interface ChosenGamePairsProps {
  pick: TopicPick;
  bounds: RoomPairBounds;
  tooSmall: boolean;
  pairCount: number;
  onPairCount: (value: number) => void;
}

/** "Playing <game>" and the pair slider, or why the game cannot be played (too few pairs). */
export function ChosenGamePairs({ pick, bounds, tooSmall, pairCount, onPairCount }: ChosenGamePairsProps) {
  const { name } = pick;
  const minimum = PAIR_SLIDER_MIN;
  return (
    <>
      <p className="chosen-game">
        <Trans>
          Playing <strong>{name}</strong>
        </Trans>
      </p>
      {tooSmall ? (
        <p className="error-message" role="alert">
          <Plural value={minimum} one="This game needs at least # pair" other="This game needs at least # pairs" />
        </p>
      ) : (
        <PairCountSlider min={bounds.min} max={bounds.max} value={pairCount} onChange={onPairCount} />
      )}
    </>
  );
}
