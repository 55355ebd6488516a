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
  onJoinTournament: () => void;
  onBack?: () => void;
}

/** Competition's first step (R-ROOM-7: Select). */
export function SelectScreen({ message, rejoin, onCreate, onJoin, onHostTournament, onJoinTournament, onBack }: SelectScreenProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (message) headingRef.current?.focus();
  }, [message]);
  return (
    <section className="panel competitive-select" aria-labelledby="competitive-select-heading">
      {onBack && <BackButton label="Back to Freeplay" onClick={onBack} />}
      <h2 id="competitive-select-heading" className="panel-title" ref={headingRef} tabIndex={-1}>
        Competition
      </h2>
      <p className="panel-subtitle">Race friends through the same pairs. Create a room and share its code, or join with a code.</p>
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
          <span>Your room {rejoin.roomCode} is still open.</span>
          <button type="button" className="btn btn-primary" disabled={rejoin.busy} onClick={rejoin.onRejoin}>
            {rejoin.busy ? 'Rejoining…' : `Rejoin room ${rejoin.roomCode}`}
          </button>
        </p>
      )}
      <div className="select-actions">
        <button type="button" className="select-card" onClick={onCreate}>
          <span className="select-card-icon" aria-hidden="true">
            ➕
          </span>
          <span className="select-card-title">Create Room</span>
          <span className="select-card-text">Pick a game, the number of pairs and players</span>
        </button>
        <button type="button" className="select-card" onClick={onJoin}>
          <span className="select-card-icon" aria-hidden="true">
            🔑
          </span>
          <span className="select-card-title">Join Room</span>
          <span className="select-card-text">Enter the 6-character code from your host</span>
        </button>
        {onHostTournament && (
          <button type="button" className="select-card" onClick={onHostTournament}>
            <span className="select-card-icon" aria-hidden="true">
              🏟️
            </span>
            <span className="select-card-title">Host a tournament</span>
            <span className="select-card-text">A whole class or club on one code, in heats, shown on a projector</span>
          </button>
        )}
        <button type="button" className="select-card" onClick={onJoinTournament}>
          <span className="select-card-icon" aria-hidden="true">
            🎟️
          </span>
          <span className="select-card-title">Join a tournament</span>
          <span className="select-card-text">Enter the tournament code shown on the big screen</span>
        </button>
      </div>
    </section>
  );
}
