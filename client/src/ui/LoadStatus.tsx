import type { ServerData } from '../lib/use-server-data';

/** What a screen or a list shows while its server data loads or after it failed, with Retry (lib/use-server-data). Nothing once it is ready. */
export function LoadStatus({ state, onRetry, what }: { state: ServerData<unknown>; onRetry: () => void; what: string }) {
  if (state.status === 'loading') {
    return (
      <p className="muted" role="status">
        Loading {what}…
      </p>
    );
  }
  if (state.status === 'failed') {
    return (
      <div className="load-failed" role="alert">
        <span>{state.error}</span>
        <button type="button" className="btn btn-secondary" onClick={onRetry}>
          Try again
        </button>
      </div>
    );
  }
  return null;
}
