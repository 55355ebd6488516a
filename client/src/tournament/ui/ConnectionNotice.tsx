import { TOURNAMENT_RECONNECT_SECONDS } from '@matchdrop/shared';
import type { LiveConnection } from '../live-state';

const ENDED: Record<string, string> = {
  removed: 'The host removed you from this tournament.',
  replaced: 'This tournament is open in another tab.',
  lost: 'The connection to the tournament was lost.',
};

/** The link's trouble, if any: reconnecting (with how long the seat is kept), or why it ended. */
export function ConnectionNotice({ connection }: { connection: LiveConnection }) {
  if (connection.state === 'reconnecting') {
    return (
      <p className="connection-banner" role="status">
        Connection lost — reconnecting… Your place is kept for {TOURNAMENT_RECONNECT_SECONDS} s.
      </p>
    );
  }
  if (connection.state === 'ended' && ENDED[connection.reason]) {
    return (
      <p className="notice" role="alert">
        {ENDED[connection.reason]}
      </p>
    );
  }
  return null;
}
