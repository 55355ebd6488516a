import { useEffect, useRef } from 'react';

/** How many guards are up: a screen that would act on the router's move (leave a room on Back) holds off while one is. */
let guards = 0;
export const backGuarded = (): boolean => guards > 0;

/**
 * While `active`, the browser's Back (or Forward) does not leave the screen at once: the address is put back
 * before the router reads it, and `onAsk` runs (a "Quit this round?" dialog), whose answer decides.
 * The listener runs in the capture phase and stops the event there; should the router still hear the move (its own
 * listener first), `backGuarded()` tells the screens not to act on it: the address is back a moment later.
 */
export function useBackGuard(active: boolean, onAsk: () => void): void {
  const ask = useRef(onAsk);
  useEffect(() => {
    ask.current = onAsk;
  });
  useEffect(() => {
    if (!active) return;
    guards += 1;
    const here = `${window.location.pathname}${window.location.search}`;
    const state: unknown = window.history.state;
    const onPop = (event: PopStateEvent) => {
      event.stopImmediatePropagation();
      window.history.pushState(state, '', here);
      ask.current();
    };
    window.addEventListener('popstate', onPop, { capture: true });
    return () => {
      guards -= 1;
      window.removeEventListener('popstate', onPop, { capture: true });
    };
  }, [active]);
}
