import { useEffect, useMemo } from 'react';
import { useLiveEvent, type ServerEvent } from '../account';
import { coalesced } from './live';

/** Without the live channel (a proxy that drops it), an open live screen still reads itself this often. */
const FALLBACK_REFRESH_MS = 15_000;

/** Live pushes read the screen at most this often (the browser tests want it within 2 s of the change). */
const LIVE_REFRESH_MS = 1_000;

/**
 * R-CLASS-7, R-CLASS-9: a teacher's live screen (the report, the class page) reads itself again when a live event
 * concerns it, at most once a second however many students act at once, and every 15 s should the channel be down.
 * `active`: false while there is nothing live to follow (a member's view of a class, a refusal).
 */
export function useLiveRefresh(refresh: () => void, concerns: (event: ServerEvent) => boolean, active = true): void {
  const liveRefresh = useMemo(() => coalesced(refresh, LIVE_REFRESH_MS), [refresh]);
  useEffect(() => () => liveRefresh.cancel(), [liveRefresh]);
  useLiveEvent((event) => {
    if (active && concerns(event)) liveRefresh.call();
  });
  useEffect(() => {
    if (!active) return;
    const timer = window.setInterval(refresh, FALLBACK_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [refresh, active]);
}
