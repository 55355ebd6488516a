import { useEffect, useRef } from 'react';
import { LIVE_EVENT, type ServerEvent } from './live-events';

/**
 * Calls `listener` with each event of the live channel (GET /api/events) while the screen is mounted: the channel
 * itself stays the unread badge's (unread-context), which hands every event on.
 */
export function useLiveEvent(listener: (event: ServerEvent) => void): void {
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => {
    const handle = (event: Event) => latest.current((event as CustomEvent<ServerEvent>).detail);
    window.addEventListener(LIVE_EVENT, handle);
    return () => window.removeEventListener(LIVE_EVENT, handle);
  }, []);
}
