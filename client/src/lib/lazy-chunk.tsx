import { msg, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ASSET_CHUNK_TIMEOUT_MS } from '@matchdrop/shared';
import { Component, lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { browserTimers, withTimeout } from '../game/timeout';
import { loadAnswerWords } from '../i18n/answer-words';
import { loadAreas, type CatalogArea } from '../i18n/catalogs';
import type { LazyLoad } from './lazy-load';

/** For the console, in English whatever the interface's language. */
const CHUNK_FAILED_LOG = 'This part of MatchDrop could not load';
/** What the player reads when a chunk failed, also where it shows as text (a file that could not be read) rather than with Retry. */
export const CHUNK_FAILED_TEXT = msg`This part of MatchDrop could not load. Check your connection and try again.`;

/** A chunk's import, given up after ASSET_CHUNK_TIMEOUT_MS (R-UI-8) like every lazy screen. */
export function withChunkTimeout<T>(loading: Promise<T>): Promise<T> {
  return withTimeout(loading, ASSET_CHUNK_TIMEOUT_MS, browserTimers, t`Loading timed out`);
}

/**
 * A screen's chunk together with the words of every screen but the first page's (client/lingui.config.ts):
 * a lazy screen may show any part's messages, so it waits for the game's and the rest's catalogs.
 */
function withScreenWords<T>(loading: Promise<T>): Promise<T> {
  return Promise.all([withWords(loading, ['game', 'rest']), loadAnswerWords()]).then(([value]) => value);
}

/** A chunk's import that resolves once the words of `areas` in the current language have loaded too. */
export function withWords<T>(loading: Promise<T>, areas: readonly CatalogArea[]): Promise<T> {
  return Promise.all([loading, loadAreas(areas)]).then(([value]) => value);
}

/** What shows in place of a part of the page whose chunk failed to load: the message and Retry. */
export function ChunkFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useLingui();
  return (
    <div className="panel chunk-failed" role="alert" data-testid="chunk-failed">
      <p>{t(CHUNK_FAILED_TEXT)}</p>
      <button type="button" className="btn btn-primary" onClick={onRetry}>
        <Trans>Retry</Trans>
      </button>
    </div>
  );
}

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
    console.error(CHUNK_FAILED_LOG, error);
  }

  override render(): ReactNode {
    return this.state.failed ? <ChunkFailed onRetry={this.props.onRetry} /> : this.props.children;
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
      withChunkTimeout(withScreenWords(load())).then(
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

/**
 * Like lazyChunk, for the game's parts, which are fetched ahead (while the player picks a game) and must then
 * appear without delay. `chunk` loads the component (with withChunkTimeout); once it has loaded, the component
 * renders in the same commit as its parent. Until then `fallback` shows, and the component arrives with an
 * ordinary update: React.lazy would instead hold back the reveal of a Suspense boundary for up to 300 ms after
 * its fallback (React's fallback throttling), a pause before every game. A failed load offers Retry, and so
 * does an error while rendering, as with lazyChunk.
 */
export function preloadableChunk<P extends object>(chunk: LazyLoad<ComponentType<P>>, fallback: ReactNode): ComponentType<P> {
  function Chunk(props: P) {
    const [Loaded, setLoaded] = useState(() => chunk.current());
    const [attempt, setAttempt] = useState({ n: 0, failed: false });
    useEffect(() => {
      if (Loaded) return;
      let live = true;
      chunk.load().then(
        (component) => {
          if (live) setLoaded(() => component);
        },
        (error: unknown) => {
          console.error(CHUNK_FAILED_LOG, error);
          if (live) setAttempt((a) => ({ ...a, failed: true }));
        },
      );
      return () => {
        live = false;
      };
    }, [Loaded, attempt.n]);
    const retry = () => setAttempt((a) => ({ n: a.n + 1, failed: false }));
    if (attempt.failed) return <ChunkFailed onRetry={retry} />;
    if (!Loaded) return fallback;
    return (
      <ChunkBoundary key={attempt.n} onRetry={retry}>
        <Loaded {...props} />
      </ChunkBoundary>
    );
  }
  return Chunk;
}
