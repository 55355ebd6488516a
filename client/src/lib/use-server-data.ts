import { useCallback, useEffect, useState } from 'react';
import { ApiError, failureMessage } from '../api';

/** What a screen shows of data from the server: loading, a failure (with its message and its cause), or the data. */
export type ServerData<T> = { status: 'loading' } | { status: 'failed'; error: string; cause: unknown } | { status: 'ready'; data: T };

const LOADING = { status: 'loading' } as const;

/**
 * Whether asking again can help: the network (status 0), the server's own trouble (5xx) and a rate limit (429)
 * pass; a refusal (403, 404, any other 4xx) answers the same however often it is asked, so the screen offers the
 * way on instead of Try again (ui/LoadStatus).
 */
export function canRetry(cause: unknown): boolean {
  if (!(cause instanceof ApiError)) return true;
  return cause.status === 0 || cause.status === 429 || cause.status >= 500;
}

/** The status of a load the server refused for good (a 4xx but 429), or null: loading, ready, or worth a retry. */
export function refusedStatus(state: ServerData<unknown>): number | null {
  if (state.status !== 'failed' || canRetry(state.cause)) return null;
  return state.cause instanceof ApiError ? state.cause.status : null;
}

/** The last answer and the request it answered. */
interface Answer<T> {
  load: () => Promise<T>;
  state: ServerData<T>;
}

/** What shows for the current request: its own answer; the previous one only with `keepShown`; else loading. */
export function shownState<T>(answer: Answer<T> | null, load: () => Promise<T>, keepShown: boolean): ServerData<T> {
  return answer !== null && (answer.load === load || keepShown) ? answer.state : LOADING;
}

/** An edit in place applies to data on screen only: a loading or failed answer stays as it is. */
export function editedAnswer<T>(answer: Answer<T> | null, change: (data: T) => T): Answer<T> | null {
  return answer !== null && answer.state.status === 'ready' ? { ...answer, state: { status: 'ready', data: change(answer.state.data) } } : answer;
}

/**
 * The client's one way to load server data into a screen. `load` is asked now and again whenever it changes
 * (memoize it with useCallback: its identity is the request); an answer to an older request is dropped.
 * - `retry`: after a failure, asks again and shows loading (the Retry button of ui/LoadStatus);
 * - `refresh`: after a write, asks again while the data on screen stays until the new answer;
 * - `update`: edits the data on screen at once (a sent reply, a removed row) without asking.
 * `keepShown`: a new request (the next page) keeps the previous answer on screen until its own comes.
 */
export function useServerData<T>(load: () => Promise<T>, fallbackError: string, { keepShown = false }: { keepShown?: boolean } = {}) {
  const [answer, setAnswer] = useState<Answer<T> | null>(null);
  const [asked, setAsked] = useState(0);

  useEffect(() => {
    let current = true;
    load().then(
      (data) => current && setAnswer({ load, state: { status: 'ready', data } }),
      (cause: unknown) => current && setAnswer({ load, state: { status: 'failed', error: failureMessage(cause, fallbackError), cause } }),
    );
    return () => {
      current = false;
    };
  }, [load, asked, fallbackError]);

  const state = shownState(answer, load, keepShown);
  const refresh = useCallback(() => setAsked((n) => n + 1), []);
  const retry = useCallback(() => {
    setAnswer(null);
    setAsked((n) => n + 1);
  }, []);
  const update = useCallback((change: (data: T) => T) => {
    setAnswer((current) => editedAnswer(current, change));
  }, []);
  return { state, refresh, retry, update };
}
