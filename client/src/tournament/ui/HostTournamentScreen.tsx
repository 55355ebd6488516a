import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useSubmit } from '../../lib/use-submit';
import { BackButton } from '../../ui/BackButton';
import { FormError } from '../../ui/FormMessage';
import { LabeledSlider } from '../../ui/LabeledSlider';
import { GameChoiceFields, useChosenGame } from '../../multiplayer/ui/ChosenGamePairs';
import type { TopicPick } from '../../multiplayer/topic-pick';
import { HEAT_SIZE_DEFAULT, HEAT_SIZES, hostSummary, ROUND_MINUTE_CHOICES, ROUND_MINUTES_DEFAULT, ROUNDS_DEFAULT, ROUNDS_MAX, ROUNDS_MIN } from '../host-form';
import type { TournamentSettingsView } from '@matchdrop/shared';
import { PlayerCountChoice } from '../../multiplayer/ui/PlayerCountChoice';
import { CheckboxField } from './CheckboxField';

/** The host's choices, as the create request carries them: the settings a tournament shows, and the game's id. */
export interface HostChoices extends TournamentSettingsView {
  gameType: 'builtin' | 'saved';
  gameId: string | number;
}

interface HostTournamentScreenProps {
  onBack: () => void;
  /** Creates the tournament; a refusal is thrown as an Error whose message is shown. */
  onHost: (choices: HostChoices) => Promise<void>;
}

/** "Host a tournament": the game, pairs per round, rounds, heat size, round time, and whether accounts are needed. */
export function HostTournamentScreen({ onBack, onHost }: HostTournamentScreenProps) {
  const [rounds, setRounds] = useState(ROUNDS_DEFAULT);
  const [heatSize, setHeatSize] = useState(HEAT_SIZE_DEFAULT);
  const [minutes, setMinutes] = useState(ROUND_MINUTES_DEFAULT);
  const [accountsOnly, setAccountsOnly] = useState(false);
  const { t } = useLingui();
  const { busy, failure, submit, clearFailure } = useSubmit(
    (pick: TopicPick, pairCount: number) =>
      onHost({ gameType: pick.kind, gameId: pick.id, gameName: pick.name, pairCount, rounds, heatSize, roundSeconds: minutes * 60, accountsOnly }),
    // The projector replaces this screen: Create stays busy until then.
    { failure: (caught) => (caught instanceof Error ? caught.message : t`Failed to create the tournament`), stayBusy: true },
  );
  const chosen = useChosenGame(clearFailure);

  return (
    <section className="panel competitive-form host-tournament" aria-labelledby="host-tournament-heading">
      <BackButton label={t`Back`} onClick={onBack} />
      <h2 id="host-tournament-heading" className="panel-title">
        <Trans>Host a tournament</Trans>
      </h2>
      <p className="panel-subtitle">
        <Trans>A whole class or club on one code: players join from their phones, the projector shows the race.</Trans>
      </p>
      <form onSubmit={chosen.submitWith(submit)} className="form-stack" aria-busy={busy}>
        <GameChoiceFields chosen={chosen} roundLegend={<Trans>Rounds</Trans>}>
          <LabeledSlider label={t`Rounds`} min={ROUNDS_MIN} max={ROUNDS_MAX} value={rounds} onChange={setRounds} />
          <label className="form-field">
            <span className="form-legend">
              <Trans>Round time</Trans>
            </span>
            <select value={minutes} onChange={(event) => setMinutes(Number(event.target.value))} aria-label={t`Round time`}>
              {ROUND_MINUTE_CHOICES.map((m) => (
                <option key={m} value={m}>
                  <Trans>{m} min</Trans>
                </option>
              ))}
            </select>
          </label>
        </GameChoiceFields>
        <PlayerCountChoice legend={t`Heat size`} name="heat-size" options={HEAT_SIZES} value={heatSize} onChange={setHeatSize} />
        <CheckboxField checked={accountsOnly} onChange={setAccountsOnly}>
          <Trans>Players need an account</Trans>
        </CheckboxField>
        <FormError title={failure} />
        <button type="submit" className="btn btn-primary btn-large" disabled={!chosen.ready || busy}>
          {busy ? t`Creating…` : t`Create tournament`}
        </button>
        <p className="muted">{hostSummary(rounds, heatSize, minutes)}</p>
      </form>
    </section>
  );
}
