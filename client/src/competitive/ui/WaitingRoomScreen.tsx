import { Trans, useLingui } from '@lingui/react/macro';
import { MIN_PLAYERS_TO_START } from '@matchdrop/shared';
import type { RoomConnection } from '../net/room-connection';
import type { CompetitiveState } from '../state';
import { ErrorMessage } from './ErrorMessage';

interface WaitingRoomScreenProps {
  state: CompetitiveState;
  connection: RoomConnection;
  onBackToResults: () => void;
  onDismissError: () => void;
}

/** R-ROOM-14 waiting room: who has entered; the host continues to the topic vote with at least 2 players. */
export function WaitingRoomScreen({ state, connection, onBackToResults, onDismissError }: WaitingRoomScreenProps) {
  const { players, totalPlayers, hostId } = state.waitingRoom;
  const host = hostId === state.me;
  const { t } = useLingui();
  const hostName = state.participants.find((p) => p.user_id === hostId)?.username ?? t`the host`;
  const here = players.length;
  const enough = here >= MIN_PLAYERS_TO_START;
  const everyone = enough && players.length >= totalPlayers;

  return (
    <section className="panel waiting-room" aria-labelledby="waiting-heading">
      <h2 id="waiting-heading" className="panel-title">
        <Trans>Waiting room</Trans>
      </h2>
      <p className="panel-subtitle" role="status">
        {everyone ? (
          <Trans>
            {here} of {totalPlayers} players are here — everyone is ready for the next round!
          </Trans>
        ) : (
          <Trans>
            {here} of {totalPlayers} players are here
          </Trans>
        )}
      </p>
      <ul className="participant-list" aria-label={t`Players in the waiting room`}>
        {players.map((p) => (
          <li key={p.userId} className="participant-card" data-tone="ready">
            <span className="participant-avatar" aria-hidden="true">
              {p.username.slice(0, 1).toUpperCase()}
            </span>
            <span className="participant-name">
              {p.username}
              {p.userId === state.me && (
                <span className="muted">
                  {' '}
                  <Trans>(you)</Trans>
                </span>
              )}
            </span>
            {p.userId === hostId && (
              <span className="badge-pill host-badge">
                <Trans>Host</Trans>
              </span>
            )}
          </li>
        ))}
      </ul>
      {!enough && (
        <p className="notice" role="status">
          <Trans>Not enough players</Trans>
        </p>
      )}
      <ErrorMessage error={state.error} onDismiss={onDismissError} />
      <div className="lobby-actions">
        {host ? (
          <button type="button" className="btn btn-primary btn-large" disabled={!enough} onClick={() => connection.intents.hostProceedToTopics()}>
            <Trans>Continue to Topics</Trans>
          </button>
        ) : (
          <p className="muted">
            <Trans>Waiting for {hostName} to continue…</Trans>
          </p>
        )}
        {state.results && (
          <button type="button" className="btn btn-secondary" onClick={onBackToResults}>
            <Trans>Back to Results</Trans>
          </button>
        )}
        <button type="button" className="btn btn-ghost" onClick={() => connection.leave()}>
          <Trans>Leave Room</Trans>
        </button>
      </div>
    </section>
  );
}
