import type { AiSession } from '@matchdrop/shared';
import { useCallback, useEffect, useState } from 'react';
import { fetchSessions } from './ai-api';
import { AI_ERRORS, problemOf, type Problem } from './ai-errors';
import { clampPage } from './session-paging';

export type SessionListState = { status: 'loading' } | { status: 'error'; problem: Problem } | { status: 'ready'; sessions: AiSession[]; total: number };

/** The conversation list, a page of 10 at a time; reloads keep the shown page on screen until the new one is in. */
export function useSessionList() {
  const [page, setPage] = useState(1);
  const [state, setState] = useState<SessionListState>({ status: 'loading' });
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let current = true;
    fetchSessions(page).then(
      (answer) => {
        if (!current) return;
        // A delete can empty the last page: show the page before it instead of an empty one.
        const fitting = clampPage(page, answer.total);
        if (fitting !== page) setPage(fitting);
        else setState({ status: 'ready', sessions: answer.sessions, total: answer.total });
      },
      (error: unknown) => {
        if (current) setState({ status: 'error', problem: problemOf(AI_ERRORS.list, error) });
      },
    );
    return () => {
      current = false;
    };
  }, [page, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const goTo = useCallback((next: number) => setPage(Math.max(1, next)), []);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setVersion((v) => v + 1);
  }, []);

  /** Shows a renamed conversation at once, before the reload confirms it. */
  const replace = useCallback((session: AiSession) => {
    setState((s) => (s.status === 'ready' ? { ...s, sessions: s.sessions.map((x) => (x.id === session.id ? { ...x, title: session.title } : x)) } : s));
  }, []);

  return { page, state, goTo, reload, retry, replace };
}

export type SessionListController = ReturnType<typeof useSessionList>;
