import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { ph, t as tNow } from '@lingui/core/macro';
import { isRemovableParticipant } from '@matchdrop/shared';
import { useState } from 'react';
import { useSubmit } from '../../lib/use-submit';
import type { RoomConnection } from '../net/room-connection';
import { roomFailureMessage } from '../net/refusal';
import { isHost, type CompetitiveState } from '../state';
import { ErrorMessage } from './ErrorMessage';
import { ParticipantCard } from './ParticipantCard';
import { RoomCode } from './RoomCode';

/** 90 → '1 min 30 s', 120 → '2 min' (called at render: the active language). */
function formatRoundTime(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return rest === 0 ? tNow`${minutes} min` : tNow`${minutes} min ${rest} s`;
}

interface LobbyScreenProps {
  state: CompetitiveState;
  connection: RoomConnection;
  onDismissError: () => void;
}

/**
 * R-UI-9, R-ROOM-4, R-ROOM-5 lobby: room code, topic, matches, players n/max, participant cards; Ready Up for non-hosts, Start Game
 * and Remove (disconnected players) for the host. The server decides whether the game may start and says why not.
 */
export function LobbyScreen({ state, connection, onDismissError }: LobbyScreenProps) {
  const { t } = useLingui();
  const [removing, setRemoving] = useState<string | null>(null);
  const host = isHost(state);
  const me = state.participants.find((p) => p.user_id === state.me);

  // One removal at a time; `removing` names the player whose Remove shows it.
  const removal = useSubmit(
    (userId: string) => {
      setRemoving(userId);
      return connection.removePlayer(userId);
    },
    { failure: (error) => roomFailureMessage(error, t`Failed to remove player`) },
  );

  return (
    <section className="panel lobby" aria-labelledby="lobby-heading">
      <div className="lobby-top">
        <h2 id="lobby-heading" className="panel-title">
          {state.room.roundNumber > 1 ? <Trans>Lobby · Round {ph({ round: state.room.roundNumber })}</Trans> : <Trans>Lobby</Trans>}
        </h2>
        <RoomCode code={state.room.roomCode} />
      </div>
      <dl className="room-facts">
        <div>
          <dt>
            <Trans>Topic</Trans>
          </dt>
          <dd>{state.room.gameName}</dd>
        </div>
        <div>
          <dt>
            <Trans>Matches</Trans>
          </dt>
          <dd>
            <Plural value={state.room.pairCount} one="# pair" other="# pairs" />
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Speed</Trans>
          </dt>
          <dd>{state.room.speed} / 10</dd>
        </div>
        <div>
          <dt>
            <Trans>Time limit</Trans>
          </dt>
          <dd>{formatRoundTime(state.room.roundSeconds)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Players</Trans>
          </dt>
          <dd>
            {state.participants.length}/{state.room.maxPlayers}
          </dd>
        </div>
      </dl>
      <ul className="participant-list" aria-label={t`Players`} aria-busy={removal.busy}>
        {state.participants.map((p) => (
          <ParticipantCard
            key={p.user_id}
            participant={p}
            isMe={p.user_id === state.me}
            onRemove={host && isRemovableParticipant(p) && p.user_id !== state.me ? () => void removal.submit(p.user_id) : undefined}
            removing={removal.busy && removing === p.user_id}
          />
        ))}
      </ul>
      <ErrorMessage error={state.error} onDismiss={onDismissError} />
      <ErrorMessage error={removal.failure} onDismiss={removal.clearFailure} />
      <div className="lobby-actions">
        {host ? (
          <button type="button" className="btn btn-primary btn-large" onClick={() => connection.intents.startGame()}>
            <Trans>Start Game</Trans>
          </button>
        ) : (
          <button type="button" className="btn btn-primary btn-large" aria-pressed={me?.ready ?? false} onClick={() => connection.intents.toggleReady()}>
            {me?.ready && <span aria-hidden="true">✓ </span>}
            <Trans>Ready Up</Trans>
          </button>
        )}
        <button type="button" className="btn btn-secondary" onClick={() => connection.leave()}>
          <Trans>Leave Room</Trans>
        </button>
      </div>
      <p className="muted lobby-hint">
        {host ? t`Start the game when everyone is ready.` : me?.ready ? t`Waiting for the host to start the game.` : t`Press Ready Up when you are set.`}
      </p>
    </section>
  );
}
