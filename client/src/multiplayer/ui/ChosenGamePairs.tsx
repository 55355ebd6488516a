import { Plural, Trans } from '@lingui/react/macro';
import { PAIR_SLIDER_MIN } from '@matchdrop/shared';
import { useState, type FormEvent, type ReactNode } from 'react';
import { PairCountSlider } from '../../ui/PairCountSlider';
import { roomPairBounds, type RoomPairBounds } from '../room-form';
import type { TopicPick } from '../topic-pick';
import { TopicPicker } from './TopicPicker';

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
  const tooSmall = bounds !== null && bounds.max < PAIR_SLIDER_MIN;
  /** A game that can be played is chosen: the form may be sent. */
  const ready = pick !== null && !tooSmall;
  /** The form's submit handler: the chosen game and its pair count go to `send` once `ready`. */
  const submitWith = (send: (pick: TopicPick, pairCount: number) => Promise<unknown>) => (event: FormEvent) => {
    event.preventDefault();
    if (pick && !tooSmall) void send(pick, pairCount);
  };
  return { pick, pairCount, setPairCount, bounds, tooSmall, ready, choose, submitWith };
}

interface ChosenGamePairsProps {
  pick: TopicPick;
  bounds: RoomPairBounds;
  tooSmall: boolean;
  pairCount: number;
  onPairCount: (value: number) => void;
}

/** "Playing <game>" and the pair slider, or why the game cannot be played (too few pairs). */
function ChosenGamePairs({ pick, bounds, tooSmall, pairCount, onPairCount }: ChosenGamePairsProps) {
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

/**
 * The game's fieldset (the picker) and, once a game is chosen, the round's: its pairs, then what else a round
 * takes here (`children`), for a room and a tournament alike.
 */
export function GameChoiceFields({ chosen, roundLegend, children }: { chosen: ReturnType<typeof useChosenGame>; roundLegend: ReactNode; children: ReactNode }) {
  const { pick, bounds, tooSmall, pairCount, setPairCount, choose } = chosen;
  return (
    <>
      <fieldset className="form-section">
        <legend className="form-legend">
          <Trans>Game</Trans>
        </legend>
        <TopicPicker value={pick} onChange={choose} />
      </fieldset>
      {pick && bounds && (
        <fieldset className="form-section">
          <legend className="form-legend">{roundLegend}</legend>
          <ChosenGamePairs pick={pick} bounds={bounds} tooSmall={tooSmall} pairCount={pairCount} onPairCount={setPairCount} />
          {children}
        </fieldset>
      )}
    </>
  );
}
