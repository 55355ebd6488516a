import { useEffect } from 'react';
import { parseRoute, routePath } from '../routes';
import { navState, type NavState } from './navigation';

/**
 * A room or tournament link opened directly (from a mail or a chat, in a new tab) has no screen of this visit
 * before it, so the browser's Back would leave the site at once, even from a running round. When its room or seat
 * opens, the competition screen is put in front of it: Back comes to the app, whose guard asks first
 * (use-back-guard.ts). Unlike a `beforeunload` prompt this never nags on reload: the entry is the app's by then,
 * and is left as it is. Here rather than at start-up: only the competition's own chunks carry it.
 */
export function useCompetitionInFront(): void {
  useEffect(putCompetitionInFront, []);
}

function putCompetitionInFront(): void {
  const { screen } = parseRoute(window.location.pathname, window.location.search);
  if ((screen !== 'room' && screen !== 'tournament') || navState() !== null) return;
  const here = `${window.location.pathname}${window.location.search}`;
  const state: NavState = { inApp: true };
  // History's own methods: wouter hears the patched ones, and must not see the competition screen come and go.
  History.prototype.replaceState.call(window.history, state, '', routePath({ screen: 'competition' }));
  History.prototype.pushState.call(window.history, state, '', here);
}
