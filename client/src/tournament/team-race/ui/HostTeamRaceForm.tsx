import { Trans, useLingui } from '@lingui/react/macro';
import { TEAM_RACE, type CreateTeamRaceRequest } from '@matchdrop/shared';
import { useState } from 'react';
import { useSubmit } from '../../../lib/use-submit';
import { BackButton } from '../../../ui/BackButton';
import { FormError } from '../../../ui/FormMessage';
import { LabeledSlider } from '../../../ui/LabeledSlider';
import { GameChoiceFields, useChosenGame } from '../../../multiplayer/ui/ChosenGamePairs';
import { PlayerCountChoice } from '../../../multiplayer/ui/PlayerCountChoice';
import type { TopicPick } from '../../../multiplayer/topic-pick';
import { CheckboxField } from '../../ui/CheckboxField';

const TEAM_SIZES: readonly number[] = Array.from({ length: TEAM_RACE.teamSize.max - TEAM_RACE.teamSize.min + 1 }, (_, i) => TEAM_RACE.teamSize.min + i);

interface HostTeamRaceFormProps {
  onBack: () => void;
  /** Creates the race; a refusal is thrown as an Error whose message is shown. */
  onHost: (request: CreateTeamRaceRequest) => Promise<void>;
}

/**
 * "Host a team race": the game and its pairs per round, rounds, team size, the goal (right matches in a row; by
 * default the round's pairs, so the goal follows the slider until the host sets one), new teams each round, accounts.
 */
export function HostTeamRaceForm({ onBack, onHost }: HostTeamRaceFormProps) {
  const [rounds, setRounds] = useState<number>(TEAM_RACE.rounds.default);
  const [teamSize, setTeamSize] = useState<number>(TEAM_RACE.teamSize.default);
  const [goal, setGoal] = useState<number | null>(null);
  const [reshuffle, setReshuffle] = useState(true);
  const [accountsOnly, setAccountsOnly] = useState(false);
  const { t } = useLingui();
  const { busy, failure, submit, clearFailure } = useSubmit(
    (pick: TopicPick, pairCount: number) => onHost({ gameType: pick.kind, gameId: pick.id, pairCount, rounds, teamSize, goal: goal ?? pairCount, reshuffle, accountsOnly }),
    // The projector replaces this screen: Create stays busy until then.
    { failure: (caught) => (caught instanceof Error ? caught.message : t`Failed to create the team race`), stayBusy: true },
  );
  const chosen = useChosenGame(() => {
    setGoal(null);
    clearFailure();
  });

  return (
    <section className="panel competitive-form host-tournament" aria-labelledby="host-team-race-heading">
      <BackButton label={t`Back`} onClick={onBack} />
      <h2 id="host-team-race-heading" className="panel-title">
        <Trans>Host a team race</Trans>
      </h2>
      <p className="panel-subtitle">
        <Trans>Random teams race to a run of right matches; each member holds part of the field, so the team has to talk.</Trans>
      </p>
      <form onSubmit={chosen.submitWith(submit)} className="form-stack" aria-busy={busy}>
        <GameChoiceFields chosen={chosen} roundLegend={<Trans>Rounds</Trans>}>
          <LabeledSlider label={t`Rounds`} min={TEAM_RACE.rounds.min} max={TEAM_RACE.rounds.max} value={rounds} onChange={setRounds} />
          <LabeledSlider label={t`Goal: right matches in a row`} min={TEAM_RACE.goal.min} max={TEAM_RACE.goal.max} value={goal ?? chosen.pairCount} onChange={setGoal} />
        </GameChoiceFields>
        <PlayerCountChoice legend={t`Team size`} name="team-size" options={TEAM_SIZES} value={teamSize} onChange={setTeamSize} />
        <CheckboxField checked={reshuffle} onChange={setReshuffle}>
          <Trans>New teams every round</Trans>
        </CheckboxField>
        <CheckboxField checked={accountsOnly} onChange={setAccountsOnly}>
          <Trans>Players need an account</Trans>
        </CheckboxField>
        <FormError title={failure} />
        <button type="submit" className="btn btn-primary btn-large" disabled={!chosen.ready || busy}>
          {busy ? t`Creating…` : t`Create team race`}
        </button>
      </form>
    </section>
  );
}
