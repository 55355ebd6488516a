import { ph } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { TeamRaceSummary } from '@matchdrop/shared';
import { useOpenTournament } from '../../tournament-nav';
import { PastSection, shownDate } from '../../ui/PastSection';
import { listMyTeamRaces } from '../rest';
import { teamName } from '../team-names';

/** The host's finished team races, newest first (R-TEAM-11), each opening its stored results on the projector view. */
function PastTeamRaces({ races }: { races: readonly TeamRaceSummary[] }) {
  const open = useOpenTournament();
  const { t } = useLingui();
  if (races.length === 0) {
    return (
      <p className="muted">
        <Trans>No finished team race yet. Host one from the Competition screen.</Trans>
      </p>
    );
  }
  return (
    <ul className="past-tournaments" aria-label={t`Your team races`}>
      {races.map((race) => {
        const winners = race.podium.filter((row) => row.place === 1).map((row) => teamName(row.team, t));
        return (
          <li key={race.code} className="past-tournament">
            <span>
              <strong>{race.gameName}</strong> · {shownDate(race.finishedAt)}
            </span>
            <span className="muted">
              <Plural value={race.playerCount} one="# player" other="# players" />
              {winners.length > 0 && <> · {t`won by ${ph({ winner: winners.join(', ') })}`}</>}
            </span>
            <button
              type="button"
              className="btn btn-secondary"
              onClick={() => open({ kind: 'team-race-projector', code: race.code })}
              aria-label={t`Results of team race ${ph({ code: race.code })}`}
            >
              <Trans>Results</Trans>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/** The dashboard's "Your team races". */
export function PastTeamRacesSection() {
  const { t } = useLingui();
  return (
    <PastSection
      id="past-team-races-heading"
      title={<Trans>Your team races</Trans>}
      loading={<Trans>Loading your team races…</Trans>}
      failed={t`Your team races could not be loaded.`}
      load={listMyTeamRaces}
    >
      {(races) => <PastTeamRaces races={races} />}
    </PastSection>
  );
}
