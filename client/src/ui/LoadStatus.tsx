import { Trans } from '@lingui/react/macro';
import type { ServerData } from '../lib/use-server-data';

/**
 * What a screen or a list shows while its server data loads or after it failed, with Retry (lib/use-server-data). Nothing once it is ready.
 * `what`: what loads, already in the interface's language (t`the class`): "Loading the class…", "Загрузка: класс…".
 */
export function LoadStatus({ state, onRetry, what }: { state: ServerData<unknown>; onRetry: () => void; what: string }) {
  if (state.status === 'loading') {
    return (
      <p className="muted" role="status">
        <Trans>Loading {what}…</Trans>
      </p>
    );
  }
  if (state.status === 'failed') {
    return (
      <div className="load-failed" role="alert">
        <span>{state.error}</span>
        <button type="button" className="btn btn-secondary" onClick={onRetry}>
          <Trans>Try again</Trans>
        </button>
      </div>
    );
  }
  return null;
}
