import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { refusedStatus, type ServerData } from '../lib/use-server-data';
import { AppLink } from './AppLink';

interface LoadStatusProps {
  state: ServerData<unknown>;
  onRetry: () => void;
  what: string;
  /** Where to go from a refusal (a 403, a 404): links to the screens that make sense; the games by default. */
  wayOn?: ReactNode;
}

/**
 * What a screen or a list shows while its server data loads or after it failed (lib/use-server-data). Nothing once it
 * is ready. A failure that asking again can help (the network, a 5xx, a 429) offers Try again; a refusal says why and
 * offers the way on instead, since Try again would only be refused again.
 * `what`: what loads, already in the interface's language (t`the class`): "Loading the class…", "Загрузка: класс…".
 */
export function LoadStatus({ state, onRetry, what, wayOn }: LoadStatusProps) {
  if (state.status === 'loading') {
    return (
      <p className="muted" role="status">
        <Trans>Loading {what}…</Trans>
      </p>
    );
  }
  if (state.status === 'failed') {
    const refused = refusedStatus(state) !== null;
    return (
      <div className="load-failed" role="alert">
        <span>{state.error}</span>
        {refused ? (
          <div className="button-row">
            {wayOn ?? (
              <AppLink className="btn btn-secondary" to="/">
                <Trans>Go to the games</Trans>
              </AppLink>
            )}
          </div>
        ) : (
          <button type="button" className="btn btn-secondary" onClick={onRetry}>
            <Trans>Try again</Trans>
          </button>
        )}
      </div>
    );
  }
  return null;
}
