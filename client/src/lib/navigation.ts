import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { parseRoute, type Route } from '../routes';
import { backMovePending } from './use-back-guard';

/**
 * What the app keeps in a history entry it made: that it made it (so a Back button may step back to it
 * instead of leaving the site), and where the screen was opened from (its Back button's label).
 */
export interface NavState {
  inApp: true;
  /** Where a game page was opened from ('games', 'profile', 'library'), or the screen (routes.ts) a game was started from. */
  from?: string;
}

interface NavigateOptions {
  replace?: boolean;
  from?: string;
}

export type Navigate = (to: string, options?: NavigateOptions) => void;

/**
 * The address the shell shows: the browser's, except while a guarded screen (a running round) has a Back not yet
 * put back (use-back-guard.ts): then the last one, so the guarded screen stays mounted to ask.
 */
export function useShownLocation(): { pathname: string; search: string; route: Route } {
  const [livePathname] = useLocation();
  const liveSearch = useSearch();
  const [held, setHeld] = useState({ pathname: livePathname, search: liveSearch });
  const pending = backMovePending();
  if (!pending && (held.pathname !== livePathname || held.search !== liveSearch)) setHeld({ pathname: livePathname, search: liveSearch });
  const { pathname, search } = pending ? held : { pathname: livePathname, search: liveSearch };
  const route = useMemo(() => parseRoute(pathname, search), [pathname, search]);
  return { pathname, search, route };
}

/** Moves to an address, as a new history entry (Back returns) or in place of the current one (replace). */
export function useNavigate(): Navigate {
  const [, navigate] = useLocation();
  return useCallback(
    (to: string, options: NavigateOptions = {}) => {
      const state: NavState = options.from === undefined ? { inApp: true } : { inApp: true, from: options.from };
      navigate(to, { replace: options.replace ?? false, state });
    },
    [navigate],
  );
}

/** The history entry's state when the app made it; null for an address opened directly (a link, a reload of the first entry). */
export function navState(): NavState | null {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && (state as NavState).inApp === true ? (state as NavState) : null;
}

/**
 * A screen's Back button: the previous screen of this visit when the app opened this one (as the browser's
 * Back does), otherwise (a deep link, a new tab) the fallback in place of this entry, never away from the site.
 */
export function useGoBack(fallback: string): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    if (navState() !== null) window.history.back();
    else navigate(fallback, { replace: true });
  }, [navigate, fallback]);
}

const SITE = 'MatchDrop';

/** The tab's title names the screen (and the game): "Multiplication Table — MatchDrop"; the site alone for the first page. */
function pageTitle(screen: string | null): string {
  return screen === null || screen === '' ? SITE : `${screen} — ${SITE}`;
}

/** Sets the tab's title; undefined leaves it to the screen, which names itself (a game, a game's page). */
export function useTitle(screen: string | null | undefined): void {
  useEffect(() => {
    if (screen !== undefined) document.title = pageTitle(screen);
  }, [screen]);
}
