import { ph } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { DEFAULT_MAX_PLAYERS, GAME_SPEED_DEFAULT, GAME_SPEED_MAX, GAME_SPEED_MIN, MAX_PLAYERS_OPTIONS } from '@matchdrop/shared';
import { useState } from 'react';
import { useSubmit } from '../../lib/use-submit';
import { BackButton } from '../../ui/BackButton';
import { FormError } from '../../ui/FormMessage';
import { LabeledSlider } from '../../ui/LabeledSlider';
import { takeSeat, type Seat } from '../enter-room';
import { roomFailureMessage } from '../net/refusal';
import { createRoom } from '../net/rest';
import { autoRoundTimeLabel, ROUND_TIME_CHOICES } from '../../multiplayer/room-form';
import { createRoomGame, type TopicPick } from '../../multiplayer/topic-pick';
import { GameChoiceFields, useChosenGame } from '../../multiplayer/ui/ChosenGamePairs';
import { PlayerCountChoice } from '../../multiplayer/ui/PlayerCountChoice';

interface CreateRoomScreenProps {
  onBack: () => void;
  onEntered: (seat: Seat) => void;
}

/** R-ROOM-3 create: a game (built-in or saved), the pair count (3 to min(pairs, 20), default 6) and max players (2/3/4, default 4). */
export function CreateRoomScreen({ onBack, onEntered }: CreateRoomScreenProps) {
  const { t } = useLingui();
  const [maxPlayers, setMaxPlayers] = useState<number>(DEFAULT_MAX_PLAYERS);
  const [speed, setSpeed] = useState<number>(GAME_SPEED_DEFAULT);
  const [roundSeconds, setRoundSeconds] = useState<number | null>(null);
  const { busy, failure, submit, clearFailure } = useSubmit(
    async (pick: TopicPick, pairCount: number) => {
      const room = await createRoom({ ...createRoomGame(pick), pairCount, maxPlayers, speed, ...(roundSeconds === null ? {} : { roundSeconds }) });
      onEntered(await takeSeat(room, pick.data, t`Failed to create room`));
    },
    // The room screen replaces this one: Create stays busy until then.
    { failure: (caught) => roomFailureMessage(caught, t`Failed to create room`), stayBusy: true },
  );
  const chosen = useChosenGame(clearFailure);

  return (
    <section className="panel competitive-form" aria-labelledby="create-room-heading">
      <BackButton label={t`Back`} onClick={onBack} />
      <h2 id="create-room-heading" className="panel-title">
        <Trans>Create Room</Trans>
      </h2>
      <form onSubmit={chosen.submitWith(submit)} className="form-stack" aria-busy={busy}>
        <GameChoiceFields chosen={chosen} roundLegend={<Trans>Round</Trans>}>
          <LabeledSlider label={t`Game Speed`} min={GAME_SPEED_MIN} max={GAME_SPEED_MAX} value={speed} onChange={setSpeed} />
          <label className="form-field">
            <span className="form-legend">
              <Trans>Time limit</Trans>
            </span>
            <select value={roundSeconds ?? ''} onChange={(event) => setRoundSeconds(event.target.value === '' ? null : Number(event.target.value))} aria-label={t`Time limit`}>
              {ROUND_TIME_CHOICES.map((choice) => (
                <option key={choice.label} value={choice.value ?? ''}>
                  {choice.value === null ? t`Auto (${ph({ time: autoRoundTimeLabel(chosen.pairCount) })})` : choice.label}
                </option>
              ))}
            </select>
          </label>
        </GameChoiceFields>
        <PlayerCountChoice legend={t`Max players`} name="max-players" options={MAX_PLAYERS_OPTIONS} value={maxPlayers} onChange={setMaxPlayers} />
        <FormError title={failure} />
        <button type="submit" className="btn btn-primary btn-large" disabled={!chosen.ready || busy}>
          {busy ? t`Creating…` : t`Create Room`}
        </button>
      </form>
    </section>
  );
}
