import { ASSET_CHUNK_TIMEOUT_MS } from '@matchdrop/shared';
import { Component, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { withTimeout } from '../game/timeout';

const CHUNK_FAILED_MESSAGE = 'This part of MatchDrop could not load';

const browserTimers = {
  setTimer: (run: () => void, ms: number) => window.setTimeout(run, ms),
  clearTimer: (handle: unknown) => window.clearTimeout(handle as number),
};

interface BoundaryProps {
  onRetry: () => void;
  children: ReactNode;
}

/** Catches a chunk that failed (or timed out) while loading and offers Retry instead of a blank page. */
class ChunkBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error(CHUNK_FAILED_MESSAGE, error);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="panel chunk-failed" role="alert" data-testid="chunk-failed">
        <p>{CHUNK_FAILED_MESSAGE}. Check your connection and try again.</p>
        <button type="button" className="btn btn-primary" onClick={this.props.onRetry}>
          Retry
        </button>
      </div>
    );
  }
}

/**
 * A screen in its own chunk (R-UI-8): loaded on first use, given up after ASSET_CHUNK_TIMEOUT_MS, and
 * shown behind an error boundary whose Retry loads it again (React.lazy keeps a failed load, so Retry
 * makes a fresh one). `fallback` shows while it loads; without one, the nearest <Suspense> above shows its own.
 */
export function lazyChunk<P extends object>(load: () => Promise<ComponentType<P>>, fallback?: ReactNode): ComponentType<P> {
  let failed = false;
  const fresh = () =>
    lazy(() =>
      withTimeout(load(), ASSET_CHUNK_TIMEOUT_MS, browserTimers, 'Loading timed out').then(
        (component) => ({ default: component }),
        (error: unknown) => {
          failed = true;
          throw error;
        },
      ),
    );
  let Loaded = fresh();

  function Chunk(props: P) {
    const [attempt, setAttempt] = useState(0);
    const retry = () => {
      if (failed) Loaded = fresh();
      failed = false;
      setAttempt((n) => n + 1);
    };
    return (
      <ChunkBoundary key={attempt} onRetry={retry}>
        {fallback === undefined ? (
          <Loaded {...props} />
        ) : (
          <Suspense fallback={fallback}>
            <Loaded {...props} />
          </Suspense>
        )}
      </ChunkBoundary>
    );
  }
  return Chunk;
}
