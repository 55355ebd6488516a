import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { TOURNAMENT_RECONNECT_SECONDS } from '@matchdrop/shared';
import type { LiveConnection } from '../live-state';

const ENDED: Record<'tournament' | 'race', Record<string, MessageDescriptor>> = {
  tournament: {
    removed: msg`The host removed you from this tournament.`,
    replaced: msg`This tournament is open in another tab.`,
    lost: msg`The connection to the tournament was lost.`,
  },
  race: {
    removed: msg`The host removed you from this race.`,
    replaced: msg`This race is open in another tab.`,
    lost: msg`The connection to the race was lost.`,
  },
};

/** The link's trouble, if any: reconnecting (with how long the seat is kept), or why it ended. */
export function ConnectionNotice({ connection, mode = 'tournament' }: { connection: LiveConnection; mode?: 'tournament' | 'race' }) {
  const { t } = useLingui();
  if (connection.state === 'reconnecting') {
    return (
      <p className="connection-banner" role="status">
        <Trans>Connection lost — reconnecting… Your place is kept for {TOURNAMENT_RECONNECT_SECONDS} s.</Trans>
      </p>
    );
  }
  const ended = connection.state === 'ended' ? ENDED[mode][connection.reason] : undefined;
  if (ended) {
    return (
      <p className="notice" role="alert">
        {t(ended)}
      </p>
    );
  }
  return null;
}
