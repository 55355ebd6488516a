import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { fetchProfile, fetchUnreadCount } from '../api';
import { useAuth } from './auth-context';

/** How often the badge asks for the unread count while the live channel is down (a fallback only). */
const UNREAD_POLL_MS = 30_000;

interface UnreadValue {
  unreadCount: number;
  /** Asks the server again now (after opening the panel, answering a share, deleting...). */
  refreshUnread(): void;
}

const UnreadContext = createContext<UnreadValue | null>(null);

export function useUnreadCount(): UnreadValue {
  const value = useContext(UnreadContext);
  if (value === null) throw new Error('useUnreadCount must be used inside <UnreadProvider>');
  return value;
}

/** The unread-notification count behind the header and dashboard badges. */
export function UnreadProvider({ children }: { children: ReactNode }) {
  const { user, token } = useAuth();
  const userId = user?.id ?? null;
  // The count belongs to the session (token) it was asked for: after a logout or a change of user it reads 0 until asked again.
  const [counted, setCounted] = useState<{ token: string | null; count: number }>({ token: null, count: 0 });
  const unreadCount = counted.token === token ? counted.count : 0;
  // Answers that arrive after a logout or a change of user are dropped.
  const generation = useRef(0);

  const refreshUnread = useCallback(() => {
    if (userId === null) return;
    const asked = generation.current;
    fetchUnreadCount().then(
      (count) => {
        if (generation.current === asked) setCounted({ token, count });
      },
      (error: unknown) => console.warn('Could not load the unread notification count', error),
    );
  }, [userId, token]);

  useEffect(() => {
    generation.current += 1;
    if (userId === null || token === null) return;
    refreshUnread();
    let timer: ReturnType<typeof setInterval> | undefined;
    const poll = (on: boolean) => {
      clearInterval(timer);
      timer = on ? setInterval(refreshUnread, UNREAD_POLL_MS) : undefined;
    };
    poll(true);
    // Any call now is refused with the reason (401), and the auth context shows the suspension notice.
    const learnRefusal = () => void fetchProfile().catch(() => undefined);
    // Notifications and the badge arrive by push; the poll runs only while the channel is down. The channel's
    // code is a chunk of its own, fetched once signed in: a visitor's first page does without it.
    let close = () => {};
    let closed = false;
    void import('./live-events').then(
      ({ LIVE_EVENT, openLiveEvents }) => {
        if (closed) return;
        close = openLiveEvents(token, {
          onConnected: (connected) => {
            poll(!connected);
            if (connected) refreshUnread();
          },
          onEvent: (event) => {
            if (event.type === 'unread') refreshUnread();
            else if (event.type === 'suspended') learnRefusal();
            // Other screens listen too (a teacher's open report, a student's assignments).
            window.dispatchEvent(new CustomEvent(LIVE_EVENT, { detail: event }));
          },
          onRefused: learnRefusal,
        });
      },
      (error: unknown) => console.warn('Could not load the live channel; the badge polls', error),
    );
    // Logout or another user: the stream closes with the session.
    return () => {
      closed = true;
      close();
      poll(false);
    };
  }, [userId, token, refreshUnread]);

  const value = useMemo(() => ({ unreadCount, refreshUnread }), [unreadCount, refreshUnread]);
  return <UnreadContext value={value}>{children}</UnreadContext>;
}
