import type { GamePlay } from './play.js';

/**
 * Installs window.__matchdropTest for the browser tests. Vite replaces import.meta.env.* with constants,
 * so in a production build without VITE_E2E_HOOKS=1 the condition is `false`, the branch and its
 * dynamic import are dropped, and testHook.ts is not even emitted as a chunk.
 * E2E builds: `VITE_E2E_HOOKS=1 npx vite build client` (or any non-production --mode, e.g. the dev server).
 */
export function installTestHookIfEnabled(session: GamePlay): () => void {
  if (import.meta.env.MODE !== 'production' || import.meta.env.VITE_E2E_HOOKS === '1') {
    let uninstall: (() => void) | null = null;
    let cancelled = false;
    void import('./testHook.js').then(({ installTestHook }) => {
      if (!cancelled) uninstall = installTestHook(session);
    });
    return () => {
      cancelled = true;
      uninstall?.();
    };
  }
  return () => {};
}
