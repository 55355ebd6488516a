import { ph } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { BackButton } from '../../ui/BackButton';

interface SelectScreenProps {
  /** Why the player is back here (removed, connection lost, ...), if they did not choose to leave. */
  message: string | null;
  /** A room this player was in that still exists: "Rejoin room ABC123". */
  rejoin?: { roomCode: string; busy: boolean; onRejoin: () => void };
  onCreate: () => void;
  onJoin: () => void;
  /** Host a tournament; absent for a suspended account. */
  onHostTournament?: () => void;
  /** Host a team race; absent for a suspended account. */
  onHostTeamRace?: () => void;
  onJoinTournament: () => void;
  onBack?: () => void;
}

/** Competition's first step (R-ROOM-7: Select). */
export function SelectScreen({ message, rejoin, onCreate, onJoin, onHostTournament, onHostTeamRace, onJoinTournament, onBack }: SelectScreenProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { t } = useLingui();
  useEffect(() => {
    if (message) headingRef.current?.focus();
  }, [message]);
  return (
    <section className="panel competitive-select" aria-labelledby="competitive-select-heading">
      {onBack && <BackButton label={t`Back to Freeplay`} onClick={onBack} />}
      <h2 id="competitive-select-heading" className="panel-title" ref={headingRef} tabIndex={-1}>
        <Trans>Competition</Trans>
      </h2>
      <p className="panel-subtitle">
        <Trans>Race friends through the same pairs. Create a room and share its code, or join with a code.</Trans>
      </p>
      {message && (
        <p className="notice" role="status">
          <span className="notice-icon" aria-hidden="true">
            ℹ️
          </span>
          <span>{message}</span>
        </p>
      )}
      {rejoin && (
        <p className="notice rejoin-offer" role="status">
          <span>
            <Trans>Your room {ph({ roomCode: rejoin.roomCode })} is still open.</Trans>
          </span>
          <button type="button" className="btn btn-primary" disabled={rejoin.busy} onClick={rejoin.onRejoin}>
            {rejoin.busy ? t`Rejoining…` : t`Rejoin room ${ph({ roomCode: rejoin.roomCode })}`}
          </button>
        </p>
      )}
      <div className="select-actions">
        <button type="button" className="select-card" onClick={onCreate}>
          <span className="select-card-icon" aria-hidden="true">
            ➕
          </span>
          <span className="select-card-title">
            <Trans>Create Room</Trans>
          </span>
          <span className="select-card-text">
            <Trans>Pick a game, the number of pairs and players</Trans>
          </span>
        </button>
        <button type="button" className="select-card" onClick={onJoin}>
          <span className="select-card-icon" aria-hidden="true">
            🔑
          </span>
          <span className="select-card-title">
            <Trans>Join Room</Trans>
          </span>
          <span className="select-card-text">
            <Trans>Enter the 6-character code from your host</Trans>
          </span>
        </button>
        {onHostTournament && (
          <button type="button" className="select-card" onClick={onHostTournament}>
            <span className="select-card-icon" aria-hidden="true">
              🏟️
            </span>
            <span className="select-card-title">
              <Trans>Host a tournament</Trans>
            </span>
            <span className="select-card-text">
              <Trans>A whole class or club on one code, in heats, shown on a projector</Trans>
            </span>
          </button>
        )}
        {onHostTeamRace && (
          <button type="button" className="select-card" onClick={onHostTeamRace}>
            <span className="select-card-icon" aria-hidden="true">
              🦦
            </span>
            <span className="select-card-title">
              <Trans>Host a team race</Trans>
            </span>
            <span className="select-card-text">
              <Trans>Random teams, each member holding part of the field: the team has to talk to win</Trans>
            </span>
          </button>
        )}
        <button type="button" className="select-card" onClick={onJoinTournament}>
          <span className="select-card-icon" aria-hidden="true">
            🎟️
          </span>
          <span className="select-card-title">
            <Trans>Join a tournament</Trans>
          </span>
          <span className="select-card-text">
            <Trans>Enter the tournament code shown on the big screen</Trans>
          </span>
        </button>
      </div>
    </section>
  );
}
