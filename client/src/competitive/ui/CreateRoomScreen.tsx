import { DEFAULT_MAX_PLAYERS, GAME_SPEED_DEFAULT, GAME_SPEED_MAX, GAME_SPEED_MIN, MAX_PLAYERS_OPTIONS } from '@matchdrop/shared';
import { useState, type FormEvent } from 'react';
import { useSubmit } from '../../lib/use-submit';
import { BackButton } from '../../ui/BackButton';
import { FormError } from '../../ui/FormMessage';
import { LabeledSlider } from '../../ui/LabeledSlider';
import { takeSeat, type Seat } from '../enter-room';
import { roomFailureMessage } from '../net/refusal';
import { createRoom } from '../net/rest';
import { autoRoundTimeLabel, ROUND_TIME_CHOICES } from '../../multiplayer/room-form';
import { createRoomGame, type TopicPick } from '../../multiplayer/topic-pick';
import { ChosenGamePairs, useChosenGame } from '../../multiplayer/ui/ChosenGamePairs';
import { TopicPicker } from '../../multiplayer/ui/TopicPicker';

const CREATE_FAILED = 'Failed to create room';

interface CreateRoomScreenProps {
  onBack: () => void;
  onEntered: (seat: Seat) => void;
}

/** R-ROOM-3 create: a game (built-in or saved), the pair count (3 to min(pairs, 20), default 6) and max players (2/3/4, default 4). */
export function CreateRoomScreen({ onBack, onEntered }: CreateRoomScreenProps) {
  const [maxPlayers, setMaxPlayers] = useState<number>(DEFAULT_MAX_PLAYERS);
  const [speed, setSpeed] = useState<number>(GAME_SPEED_DEFAULT);
  const [roundSeconds, setRoundSeconds] = useState<number | null>(null);
  const { busy, failure, submit, clearFailure } = useSubmit(
    async (pick: TopicPick, pairCount: number) => {
      const room = await createRoom({ ...createRoomGame(pick), pairCount, maxPlayers, speed, ...(roundSeconds === null ? {} : { roundSeconds }) });
      onEntered(await takeSeat(room, pick.data, CREATE_FAILED));
    },
    // The room screen replaces this one: Create stays busy until then.
    { failure: (caught) => roomFailureMessage(caught, CREATE_FAILED), stayBusy: true },
  );
  const { pick, pairCount, setPairCount, bounds, tooSmall, choose } = useChosenGame(clearFailure);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (pick && !tooSmall) void submit(pick, pairCount);
  };

  return (
    <section className="panel competitive-form" aria-labelledby="create-room-heading">
      <BackButton label="Back" onClick={onBack} />
      <h2 id="create-room-heading" className="panel-title">
        Create Room
      </h2>
      <form onSubmit={handleSubmit} className="form-stack" aria-busy={busy}>
        <fieldset className="form-section">
          <legend className="form-legend">Game</legend>
          <TopicPicker value={pick} onChange={choose} />
        </fieldset>
        {pick && bounds && (
          <fieldset className="form-section">
            <legend className="form-legend">Round</legend>
            <ChosenGamePairs pick={pick} bounds={bounds} tooSmall={tooSmall} pairCount={pairCount} onPairCount={setPairCount} />
            <LabeledSlider label="Game Speed" min={GAME_SPEED_MIN} max={GAME_SPEED_MAX} value={speed} onChange={setSpeed} />
            <label className="form-field">
              <span className="form-legend">Time limit</span>
              <select value={roundSeconds ?? ''} onChange={(event) => setRoundSeconds(event.target.value === '' ? null : Number(event.target.value))} aria-label="Time limit">
                {ROUND_TIME_CHOICES.map((choice) => (
                  <option key={choice.label} value={choice.value ?? ''}>
                    {choice.value === null ? `Auto (${autoRoundTimeLabel(pairCount)})` : choice.label}
                  </option>
                ))}
              </select>
            </label>
          </fieldset>
        )}
        <fieldset className="form-section">
          <legend className="form-legend">Max players</legend>
          <div className="segmented" role="radiogroup" aria-label="Max players">
            {MAX_PLAYERS_OPTIONS.map((n) => (
              <label key={n} className="segment">
                <input type="radio" name="max-players" value={n} checked={maxPlayers === n} onChange={() => setMaxPlayers(n)} />
                <span>{n} players</span>
              </label>
            ))}
          </div>
        </fieldset>
        <FormError title={failure} />
        <button type="submit" className="btn btn-primary btn-large" disabled={!pick || tooSmall || busy}>
          {busy ? 'Creating…' : 'Create Room'}
        </button>
      </form>
    </section>
  );
}
