import { useEffect, useRef } from 'react';

/**
 * While `active`, the browser's Back (or Forward) does not leave the screen at once: the address is put back
 * before the router reads it, and `onAsk` runs (a "Quit this round?" dialog), whose answer decides.
 * The listener runs in the capture phase, before the router's, and stops the router from hearing the move.
 */
export function useBackGuard(active: boolean, onAsk: () => void): void {
  const ask = useRef(onAsk);
  useEffect(() => {
    ask.current = onAsk;
  });
  useEffect(() => {
    if (!active) return;
    const here = `${window.location.pathname}${window.location.search}`;
    const state: unknown = window.history.state;
    const onPop = (event: PopStateEvent) => {
      event.stopImmediatePropagation();
      window.history.pushState(state, '', here);
      ask.current();
    };
    window.addEventListener('popstate', onPop, { capture: true });
    return () => window.removeEventListener('popstate', onPop, { capture: true });
  }, [active]);
}
