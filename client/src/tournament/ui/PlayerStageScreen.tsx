import { ph } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  return (
    <section className="panel tournament-player" aria-labelledby="tournament-player-heading" data-status={status}>
      <h2 id="tournament-player-heading" className="panel-title">
        {stageTitle(picture)}
      </h2>
      <p className="muted">
        <Trans>
          Tournament <strong>{ph({ code: picture.code })}</strong> · {ph({ gameName: picture.gameName })}
        </Trans>
      </p>
      {status === 'lobby' && (
        <>
          <p className="notice" role="status">
            <Trans>You are in, {me}! The game starts when the host presses Start.</Trans>
          </p>
          <JoinedPlayers players={picture.players} count={picture.playerCount} me={me} />
        </>
      )}
      {status === 'playing' && sittingOut && (
        <p className="notice" role="status">
          <Trans>Round {ph({ round: picture.round })} is on without you. You play from the next round.</Trans>
        </p>
      )}
      {(status === 'between_rounds' || status === 'finished') && mine && (
        <p className="your-place" role="status" data-testid="your-place">
          <OwnPlace final={status === 'finished'} place={ordinal(mine.place)} of={picture.standingsCount} points={mine.totalScore} />
        </p>
      )}
      {status === 'between_rounds' && (
        <>
          <NextRoundCountdown nextRoundAt={picture.nextRoundAt} />
          <StandingsTable standings={picture.standings} highlight={me} caption={t`Standings`} />
          <PointsHelp />
        </>
      )}
      {status === 'finished' && (
        <>
          <Podium standings={picture.standings} />
          <StandingsTable standings={picture.standings} highlight={me} caption={t`Final standings`} />
          <PointsHelp />
        </>
      )}
      <div className="form-actions">
        <button type="button" className="btn btn-secondary" onClick={onLeave}>
          {status === 'finished' ? t`Done` : t`Leave tournament`}
        </button>
      </div>
    </section>
  );
}

/** "Your place: 3rd of 40 · 120 tournament points" (between rounds), "Final place: …" at the end. */
function OwnPlace({ final, place, of, points }: { final: boolean; place: string; of: number; points: number }) {
  const tournamentPoints = <Plural value={points} one="# tournament point" other="# tournament points" />;
  return final ? (
    <Trans>
      Final place: <strong>{place}</strong> of {of} · {tournamentPoints}
    </Trans>
  ) : (
    <Trans>
      Your place: <strong>{place}</strong> of {of} · {tournamentPoints}
    </Trans>
  );
}
