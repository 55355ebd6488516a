import { Trans } from '@lingui/react/macro';
import type { ConnectionStatus } from '../net/room-connection';

/** Shown while the connection is being re-established (R-ROOM-11: 5 attempts, 1 s apart). */
export function ConnectionBanner({ status }: { status: ConnectionStatus }) {
  if (status.state !== 'reconnecting') return null;
  const { attempt, attempts } = status;
  return (
    <p className="connection-banner" role="status">
      <Trans>
        Connection lost — reconnecting (attempt {attempt} of {attempts})…
      </Trans>
    </p>
  );
}
