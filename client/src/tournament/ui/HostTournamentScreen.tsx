import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { useSubmit } from '../../lib/use-submit';
import { BackButton } from '../../ui/BackButton';
import { FormError } from '../../ui/FormMessage';
import { LabeledSlider } from '../../ui/LabeledSlider';
import { TopicPicker } from '../../multiplayer/ui/TopicPicker';
import { ChosenGamePairs, useChosenGame } from '../../multiplayer/ui/ChosenGamePairs';
import type { TopicPick } from '../../multiplayer/topic-pick';
import { HEAT_SIZE_DEFAULT, HEAT_SIZES, hostSummary, ROUND_MINUTE_CHOICES, ROUND_MINUTES_DEFAULT, ROUNDS_DEFAULT, ROUNDS_MAX, ROUNDS_MIN } from '../host-form';

/** The host's choices, as the create request carries them. */
export interface HostChoices {
  gameType: 'builtin' | 'saved';
  gameId: string | number;
  gameName: string;
  pairCount: number;
  rounds: number;
  heatSize: number;
  roundSeconds: number;
  accountsOnly: boolean;
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
  const { pick, pairCount, setPairCount, bounds, tooSmall, choose } = useChosenGame(clearFailure);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (pick && !tooSmall) void submit(pick, pairCount);
  };

  return (
    <section className="panel competitive-form host-tournament" aria-labelledby="host-tournament-heading">
      <BackButton label={t`Back`} onClick={onBack} />
      <h2 id="host-tournament-heading" className="panel-title">
        <Trans>Host a tournament</Trans>
      </h2>
      <p className="panel-subtitle">
        <Trans>A whole class or club on one code: players join from their phones, the projector shows the race.</Trans>
      </p>
      <form onSubmit={handleSubmit} className="form-stack" aria-busy={busy}>
        <fieldset className="form-section">
          <legend className="form-legend">
            <Trans>Game</Trans>
          </legend>
          <TopicPicker value={pick} onChange={choose} />
        </fieldset>
        {pick && bounds && (
          <fieldset className="form-section">
            <legend className="form-legend">
              <Trans>Rounds</Trans>
            </legend>
            <ChosenGamePairs pick={pick} bounds={bounds} tooSmall={tooSmall} pairCount={pairCount} onPairCount={setPairCount} />
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
          </fieldset>
        )}
        <fieldset className="form-section">
          <legend className="form-legend">
            <Trans>Heat size</Trans>
          </legend>
          <div className="segmented" role="radiogroup" aria-label={t`Heat size`}>
            {HEAT_SIZES.map((n) => (
              <label key={n} className="segment">
                <input type="radio" name="heat-size" value={n} checked={heatSize === n} onChange={() => setHeatSize(n)} />
                <span>
                  <Plural value={n} one="# player" other="# players" />
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <label className="checkbox-field">
          <input type="checkbox" checked={accountsOnly} onChange={(event) => setAccountsOnly(event.target.checked)} />
          <span>
            <Trans>Players need an account</Trans>
          </span>
        </label>
        <FormError title={failure} />
        <button type="submit" className="btn btn-primary btn-large" disabled={!pick || tooSmall || busy}>
          {busy ? t`Creating…` : t`Create tournament`}
        </button>
        <p className="muted">{hostSummary(rounds, heatSize, minutes)}</p>
      </form>
    </section>
  );
}
