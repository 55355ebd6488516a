import { useCallback, useEffect, useRef, useState } from 'react';
import { failureMessage } from '../api';

export type LoadState<T> = { status: 'loading' } | { status: 'failed'; error: string } | { status: 'ready'; data: T };

/**
 * Loads `load()` now and whenever it changes (memoize it with useCallback); `update` edits the loaded
 * data in place (a reply, a local removal); a late answer from an older request is ignored.
 */
export function useLoad<T>(load: () => Promise<T>, fallbackError: string) {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  const request = useRef(0);

  const reload = useCallback(() => {
    const id = ++request.current;
    load().then(
      (data) => id === request.current && setState({ status: 'ready', data }),
      (error: unknown) => id === request.current && setState({ status: 'failed', error: failureMessage(error, fallbackError) }),
    );
  }, [load, fallbackError]);

  useEffect(() => {
    reload();
    return () => {
      request.current += 1;
    };
  }, [reload]);

  const update = useCallback((change: (data: T) => T) => {
    setState((current) => (current.status === 'ready' ? { status: 'ready', data: change(current.data) } : current));
  }, []);

  return { state, reload, update };
}
