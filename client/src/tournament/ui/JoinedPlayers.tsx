import { ph } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TournamentPlayer } from '../view';

interface JoinedPlayersProps {
  players: readonly TournamentPlayer[];
  /** Everyone who joined: a player's `players` are only the latest joiners. */
  count?: number;
  /** How many may join (the projector shows "12 / 2000"). */
  max?: number;
  /** The host's Remove (before or between rounds); absent for players and during a round. */
  onRemove?: (player: TournamentPlayer) => void;
  removing?: string | null;
  /** The viewer's own name, marked "you". */
  me?: string;
}

/** The players who have joined, appearing live; names are announced politely as they arrive. */
export function JoinedPlayers({ players, count = players.length, max, onRemove, removing, me }: JoinedPlayersProps) {
  const mine = me?.toLocaleLowerCase();
  const { t } = useLingui();
  return (
    <section className="joined" aria-labelledby="joined-heading">
      <h3 id="joined-heading" className="joined-title">
        <Trans>
          Players <span className="joined-count">{count}</span>
        </Trans>
        {max !== undefined && <span className="muted"> / {max}</span>}
      </h3>
      {count > players.length && (
        <p className="muted">
          <Trans>The latest {ph({ shown: players.length })} to join:</Trans>
        </p>
      )}
      {players.length === 0 ? (
        <p className="muted">
          <Trans>No one has joined yet.</Trans>
        </p>
      ) : (
        <ul className="joined-list" aria-label={t`Joined players`} aria-live="polite">
          {players.map((player) => (
            <li key={player.id} className="joined-player" data-me={player.name.toLocaleLowerCase() === mine || undefined}>
              <span className="joined-name">{player.name}</span>
              {player.connected === false && (
                <span className="joined-away muted">
                  {' '}
                  <Trans>(away)</Trans>
                </span>
              )}
              {player.name.toLocaleLowerCase() === mine && (
                <span className="joined-you">
                  {' '}
                  <Trans>(you)</Trans>
                </span>
              )}
              {onRemove && (
                <button
                  type="button"
                  className="btn btn-small btn-secondary joined-remove"
                  aria-label={t`Remove ${ph({ name: player.name })}`}
                  disabled={removing === player.id}
                  onClick={() => onRemove(player)}
                >
                  <span aria-hidden="true">✕</span>
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
