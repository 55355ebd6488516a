import { ph } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { TEAM_RACE, type TeamRaceView } from '@matchdrop/shared';
import { useSubmit } from '../../../lib/use-submit';
import { FormError } from '../../../ui/FormMessage';
import { EndNowButton } from '../../ui/EndNowButton';
import { JoinedPlayers } from '../../ui/JoinedPlayers';
import { ProjectorCode } from '../../ui/ProjectorCode';
import { ProjectorClose, ProjectorCodeSmall, ProjectorHead } from '../../ui/ProjectorHead';
import { canStart, type TeamRaceLive } from '../race-state';
import { downloadTeamRaceReport } from '../rest';
import { RaceReport } from './RaceReport';
import { RoundWinner } from './RoundWinner';
import { TeamBars } from './TeamBars';
import { TeamList } from './TeamList';
import { TeamPodium, TeamStandingsTable } from './TeamStandings';

export interface RaceHostActions {
  start: () => void;
  reshuffle: () => void;
  go: () => void;
  lock: (locked: boolean) => void;
  end: () => void;
  remove: (playerId: string) => void;
}

interface RaceProjectorProps {
  race: TeamRaceView;
  live: Pick<TeamRaceLive, 'progress' | 'roundEnd' | 'report'>;
  joinUrl: string;
  /** Absent for a finished race read from the server's store: nothing left to steer. */
  actions: RaceHostActions | null;
  serverError: string | null;
  onClose: () => void;
}

/**
 * The host's projector for a team race: how to join and the names arriving; the teams before each round (Reshuffle,
 * Start the round); every team's run racing to the goal; the round's winner big with the standings and the podium
 * between rounds and at the end; the per-student and per-pair report and its file for the host.
 */
export function RaceProjector({ race, live, joinUrl, actions, serverError, onClose }: RaceProjectorProps) {
  const { t } = useLingui();
  const { status, round, rounds } = race;
  const csv = useSubmit(() => downloadTeamRaceReport(race.code), { failure: (caught) => (caught instanceof Error ? caught.message : t`Failed to download the results`) });
  const enough = canStart(race);
  const title =
    status === 'lobby'
      ? t`Waiting for players`
      : status === 'playing'
        ? t`Round ${ph({ round })} of ${ph({ rounds })}`
        : status === 'teams'
          ? t`Round ${ph({ round: round + 1 })}: find your teammates`
          : t`Final standings`;
  // Between rounds (the next round's teams shown after one was played) and at the end: the results so far.
  const between = status === 'finished' || (status === 'teams' && round > 0);

  return (
    <section className="panel projector team-race-projector" aria-labelledby="race-projector-heading" data-status={status}>
      <ProjectorHead
        headingId="race-projector-heading"
        title={title}
        gameName={race.gameName}
        rounds={rounds}
        locked={race.locked}
        settings={
          <>
            {' · '}
            <Trans>Goal: {ph({ goal: race.goal })} in a row</Trans>
          </>
        }
      />

      {status === 'lobby' && <ProjectorCode code={race.code} link={joinUrl} codeLabel={(spelled) => t`Team race code ${spelled}`} />}
      {status !== 'lobby' && status !== 'finished' && <ProjectorCodeSmall code={race.code} />}

      {status === 'playing' && <TeamBars teams={race.teams} progress={live.progress} goal={race.goal} />}
      {between && live.roundEnd && <RoundWinner winner={live.roundEnd.winner} round={live.roundEnd.round} />}
      {between && race.standings.length > 0 && (
        <>
          <TeamPodium standings={race.standings} />
          <TeamStandingsTable standings={race.standings} caption={status === 'finished' ? t`Final standings` : t`Standings`} />
        </>
      )}
      {status === 'teams' && <TeamList teams={race.teams} />}

      {actions && (status === 'lobby' || status === 'teams') && <JoinedPlayers players={race.players} max={race.playersMax} onRemove={(player) => actions.remove(player.id)} />}
      {between && live.report && <RaceReport report={live.report} />}

      <FormError title={csv.failure ?? serverError} />
      <div className="projector-actions">
        {actions && status === 'lobby' && (
          <button type="button" className="btn btn-primary btn-large" disabled={!enough} onClick={actions.start}>
            <Trans>Start</Trans>
          </button>
        )}
        {actions && status === 'teams' && (
          <>
            <button type="button" className="btn btn-primary btn-large" onClick={actions.go}>
              {round === 0 ? t`Start round 1` : t`Next round`}
            </button>
            <button type="button" className="btn btn-secondary" onClick={actions.reshuffle}>
              <Trans>Reshuffle teams</Trans>
            </button>
          </>
        )}
        {actions && status !== 'finished' && status !== 'playing' && (
          <button type="button" className="btn btn-secondary" aria-pressed={race.locked} onClick={() => actions.lock(!race.locked)}>
            {race.locked ? t`Unlock` : t`Lock`}
          </button>
        )}
        {actions && status !== 'finished' && <EndNowButton label={<Trans>End race</Trans>} question={t`End the race now?`} disabled={false} onEnd={actions.end} />}
        {between && (
          <button type="button" className="btn btn-secondary" disabled={csv.busy} onClick={() => void csv.submit()}>
            <Trans>Download CSV</Trans>
          </button>
        )}
        <ProjectorClose finished={status === 'finished'} onClose={onClose} />
      </div>
      {status === 'lobby' && !enough && (
        <p className="muted projector-hint">
          <Trans>Start needs at least {ph({ min: TEAM_RACE.playersMin })} connected players: two teams of two.</Trans>
        </p>
      )}
    </section>
  );
}
