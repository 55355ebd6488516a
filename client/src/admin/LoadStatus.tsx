import type { LoadState } from './use-load';

/** What a list shows while it loads or after it failed, with a retry. Nothing once it is ready. */
export function LoadStatus({ state, onRetry, what }: { state: LoadState<unknown>; onRetry: () => void; what: string }) {
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
