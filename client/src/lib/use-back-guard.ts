import { useEffect, useRef } from 'react';

/** How many guards are up: a screen that would act on the router's move (leave a room on Back) holds off while one is. */
let guards = 0;
export const backGuarded = (): boolean => guards > 0;

/**
 * The address the app itself last set (wouter's pushState/replaceState events). While a guard is up, an address
 * that differs is a Back or Forward not yet put back: a render that reads it before the popstate arrives (Chromium
 * may render in between) must keep showing the guarded screen, or the screen holding the guard would unmount.
 */
const address = (): string => `${window.location.pathname}${window.location.search}`;
let settled = '';
for (const type of ['pushState', 'replaceState']) window.addEventListener(type, () => (settled = address()));
export const backMovePending = (): boolean => guards > 0 && address() !== settled;

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
    const here = address();
    settled = here;
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
