import { useLingui } from '@lingui/react/macro';
import type { AiSession } from '@matchdrop/shared';
import { useCallback, useMemo, useState } from 'react';
import { useServerData } from '../lib/use-server-data';
import { fetchSessions } from './ai-api';
import { AI_ERRORS, problemOf, type Problem } from './ai-errors';
import { clampPage } from './session-paging';

export type SessionListState = { status: 'loading' } | { status: 'error'; problem: Problem } | { status: 'ready'; sessions: AiSession[]; total: number };

/** The conversation list, a page of 10 at a time (lib/use-server-data); reloads keep the shown page on screen until the new one is in. */
export function useSessionList() {
  const [page, setPage] = useState(1);
  const { t } = useLingui();
  const {
    state: loaded,
    refresh,
    retry,
    update,
  } = useServerData(
    useCallback(() => fetchSessions(page), [page]),
    t`Failed to load your conversations`,
    { keepShown: true },
  );
  // A delete can empty the last page: show the page before it instead of an empty one.
  const total = loaded.status === 'ready' ? loaded.data.total : null;
  if (total !== null && clampPage(page, total) !== page) setPage(clampPage(page, total));

  const state = useMemo((): SessionListState => {
    if (loaded.status === 'failed') return { status: 'error', problem: problemOf(AI_ERRORS.list, loaded.cause) };
    if (loaded.status === 'loading') return loaded;
    return { status: 'ready', sessions: loaded.data.sessions, total: loaded.data.total };
  }, [loaded]);
  const goTo = useCallback((next: number) => setPage(Math.max(1, next)), []);

  /** Shows a renamed conversation at once, before the reload confirms it. */
  const replace = useCallback(
    (session: AiSession) => update((answer) => ({ ...answer, sessions: answer.sessions.map((x) => (x.id === session.id ? { ...x, title: session.title } : x)) })),
    [update],
  );

  return { page, state, goTo, reload: refresh, retry, replace };
}

export type SessionListController = ReturnType<typeof useSessionList>;
