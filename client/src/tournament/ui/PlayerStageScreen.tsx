import { ordinal, ownLine } from '../standings-view';
import { stageTitle, type TournamentPicture } from '../view';
import { JoinedPlayers } from './JoinedPlayers';
import { NextRoundCountdown } from './NextRoundCountdown';
import { PointsHelp } from './PointsHelp';
import { Podium } from './Podium';
import { StandingsTable } from './StandingsTable';

interface PlayerStageScreenProps {
  picture: TournamentPicture;
  me: string;
  /** The round is on but this player has no heat in it (joined late, or absent at its start). */
  sittingOut: boolean;
  onLeave: () => void;
}

/** A player's screen outside their heat: the lobby, their place between rounds, the podium and their final place. */
export function PlayerStageScreen({ picture, me, sittingOut, onLeave }: PlayerStageScreenProps) {
  const mine = ownLine(picture.standings, me);
  const { status } = picture;
  return (
    <section className="panel tournament-player" aria-labelledby="tournament-player-heading" data-status={status}>
      <h2 id="tournament-player-heading" className="panel-title">
        {stageTitle(picture)}
      </h2>
      <p className="muted">
        Tournament <strong>{picture.code}</strong> · {picture.gameName}
      </p>
      {status === 'lobby' && (
        <>
          <p className="notice" role="status">
            You are in, {me}! The game starts when the host presses Start.
          </p>
          <JoinedPlayers players={picture.players} count={picture.playerCount} me={me} />
        </>
      )}
      {status === 'playing' && sittingOut && (
        <p className="notice" role="status">
          Round {picture.round} is on without you. You play from the next round.
        </p>
      )}
      {(status === 'between_rounds' || status === 'finished') && mine && (
        <p className="your-place" role="status" data-testid="your-place">
          {status === 'finished' ? 'Final place' : 'Your place'}: <strong>{ordinal(mine.place)}</strong> of {picture.standingsCount} · {mine.totalScore} tournament points
        </p>
      )}
      {status === 'between_rounds' && (
        <>
          <NextRoundCountdown nextRoundAt={picture.nextRoundAt} />
          <StandingsTable standings={picture.standings} highlight={me} caption="Standings" />
          <PointsHelp />
        </>
      )}
      {status === 'finished' && (
        <>
          <Podium standings={picture.standings} />
          <StandingsTable standings={picture.standings} highlight={me} caption="Final standings" />
          <PointsHelp />
        </>
      )}
      <div className="form-actions">
        <button type="button" className="btn btn-secondary" onClick={onLeave}>
          {status === 'finished' ? 'Done' : 'Leave tournament'}
        </button>
      </div>
    </section>
  );
}
