import { ph } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TournamentSeat } from '../net/seat-store';
import { ConnectionNotice } from '../ui/ConnectionNotice';
import { SeatTrouble } from '../ui/SeatTrouble';
import { useTeamRaceLive } from './use-team-race-live';
import { RoundWinner } from './ui/RoundWinner';
import { TeamBanner } from './ui/TeamBanner';
import { TeamField } from './ui/TeamField';
import { TeamPodium, TeamStandingsTable } from './ui/TeamStandings';

interface RaceSeatProps {
  seat: TournamentSeat;
  onLeave: () => void;
  /** The room refused the stored seat: the player joins again. */
  onSeatRefused: () => void;
}

/**
 * A player's phone in a team race: the lobby, their team before each round, the team's field during it, the
 * round's winner, and the podium at the end. A reload or a lost signal comes back to the same seat (the stored
 * token; the server keeps the seat for 30 s).
 */
export function RaceSeat({ seat, onLeave, onSeatRefused }: RaceSeatProps) {
  const { state, link, joinError } = useTeamRaceLive(seat.code, seat.token);
  const { t } = useLingui();
  if (joinError || (state.connection.state === 'ended' && state.connection.reason === 'removed')) {
    const removedReason = state.removedReason ?? t`The host removed you from this race.`;
    return <SeatTrouble joinError={joinError} connection={state.connection} removedReason={removedReason} onLeave={onLeave} onSeatRefused={onSeatRefused} />;
  }
  const { race, field, roundEnd } = state;
  if (!race || !link) {
    return (
      <p className="panel muted" role="status">
        <Trans>Joining team race {ph({ code: seat.code })}…</Trans>
      </p>
    );
  }
  const me = state.you?.role === 'player' ? state.you : { playerId: seat.playerId, name: seat.name };
  const team = race.teams.find((tm) => tm.members.some((m) => m.id === me.playerId));
  return (
    <div className="race-phone">
      <ConnectionNotice connection={state.connection} mode="race" />
      {race.status === 'lobby' && (
        <section className="panel" aria-labelledby="race-lobby-heading">
          <h2 id="race-lobby-heading" className="panel-title">
            <Trans>You are in, {ph({ name: me.name })}!</Trans>
          </h2>
          <p>
            <Trans>When the host starts, you will be put in a team. Your teammates hold the matches of your items: talk to them!</Trans>
          </p>
        </section>
      )}
      {race.status !== 'playing' && roundEnd && <RoundWinner winner={roundEnd.winner} round={roundEnd.round} />}
      {race.status === 'teams' && team && <TeamBanner team={team} me={me.playerId} />}
      {race.status === 'teams' && !team && (
        <p className="panel muted">
          <Trans>You will race from the next round.</Trans>
        </p>
      )}
      {race.status === 'playing' &&
        (field ? (
          <TeamField field={field} team={team} onDrop={(message, item) => link.send(message, { item })} />
        ) : (
          <p className="panel muted" role="status">
            {/* A member's items follow the round's start by a moment; a latecomer without a team waits for the next. */}
            {team ? <Trans>Dealing your items…</Trans> : <Trans>This round is under way: you will race from the next one.</Trans>}
          </p>
        ))}
      {state.error && (
        <p className="error-message" role="alert">
          {state.error}
        </p>
      )}
      {race.status === 'finished' && <RaceOver standings={race.standings} onLeave={onLeave} />}
    </div>
  );
}

/** The end of a race on a phone: the podium and the teams' standings. */
export function RaceOver({ standings, onLeave }: { standings: Parameters<typeof TeamStandingsTable>[0]['standings']; onLeave: () => void }) {
  const { t } = useLingui();
  return (
    <section className="panel" aria-labelledby="race-over-heading">
      <h2 id="race-over-heading" className="panel-title">
        <Trans>The race is over</Trans>
      </h2>
      <TeamPodium standings={standings} />
      <TeamStandingsTable standings={standings} caption={t`Final standings`} />
      <button type="button" className="btn btn-primary" onClick={onLeave}>
        <Trans>Done</Trans>
      </button>
    </section>
  );
}
