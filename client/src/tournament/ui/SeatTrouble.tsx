import { Trans, useLingui } from '@lingui/react/macro';
import { BackButton } from '../../ui/BackButton';
import type { LiveConnection } from '../net/live-link';

interface SeatTroubleProps {
  /** The first join's refusal (a removed seat, a token the server no longer knows). */
  joinError: string | null;
  connection: LiveConnection;
  /** The server's reason for a removal, or the words to show without one. */
  removedReason: string;
  onLeave: () => void;
  onSeatRefused: () => void;
}

/** A player's seat that cannot be used (refused at join, or removed by the host): why, and the way on. null: none. */
export function SeatTrouble({ joinError, connection, removedReason, onLeave, onSeatRefused }: SeatTroubleProps) {
  const { t } = useLingui();
  if (joinError) {
    return (
      <section className="panel">
        <BackButton label={t`Back`} onClick={onLeave} />
        <p className="error-message" role="alert">
          {joinError}
        </p>
        <button type="button" className="btn btn-primary" onClick={onSeatRefused}>
          <Trans>Join again</Trans>
        </button>
      </section>
    );
  }
  if (connection.state !== 'ended' || connection.reason !== 'removed') return null;
  return (
    <section className="panel">
      <p className="notice" role="alert">
        {removedReason}
      </p>
      <button type="button" className="btn btn-primary" onClick={onLeave}>
        <Trans>Done</Trans>
      </button>
    </section>
  );
}
