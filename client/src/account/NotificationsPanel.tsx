import { PANEL_CLOSE_MS } from '@matchdrop/shared';
import { useEffect, useState } from 'react';
import {
  deleteNotification,
  errorText,
  failureMessage,
  fetchNotifications,
  isSuspendedAnswer,
  markAllNotificationsRead,
  respondToShare,
  type AppNotification,
  type ShareAction,
} from '../api';
import { Modal } from '../ui/Modal';
import { FormMessage } from './fields';
import { responseMessage, withShareAnswer } from './notification-logic';
import { NotificationItem } from './NotificationItem';
import { useUnreadCount } from './unread-context';
import { useCloseAfter } from './use-close-after';
import { MINUTE_MS, useNow } from '../lib/use-now';

interface NotificationsPanelProps {
  open: boolean;
  onClose: () => void;
  /** After Accept or Decline (an accepted share adds a saved game). */
  onAnswered?: (action: ShareAction) => void;
}

export function NotificationsPanel({ open, onClose, onAnswered }: NotificationsPanelProps) {
  return (
    <Modal open={open} title="Notifications" onClose={onClose}>
      {open && <NotificationsBody onClose={onClose} onAnswered={onAnswered} />}
    </Modal>
  );
}

type Notice = { tone: 'success' | 'error'; title: string; detail?: string };

function NotificationsBody({ onClose, onAnswered }: { onClose: () => void; onAnswered?: ((action: ShareAction) => void) | undefined }) {
  const { refreshUnread } = useUnreadCount();
  const [list, setList] = useState<AppNotification[] | null>(null);
  const [newIds, setNewIds] = useState<ReadonlySet<number>>(new Set());
  const [loadFailed, setLoadFailed] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [closing, setClosing] = useState(false);

  // Opening the panel marks everything read (R-SHARE-3); what was unread stays marked "New" while it is open.
  useEffect(() => {
    let cancelled = false;
    fetchNotifications().then(
      (notifications) => {
        if (cancelled) return;
        setList(notifications);
        const unread = notifications.filter((n) => !n.is_read).map((n) => n.id);
        setNewIds(new Set(unread));
        if (unread.length > 0) {
          markAllNotificationsRead().then(refreshUnread, (error: unknown) => console.warn('Could not mark the notifications read', error));
        }
      },
      () => !cancelled && setLoadFailed(true),
    );
    return () => {
      cancelled = true;
    };
  }, [refreshUnread]);

  // R-SHARE-5: the panel closes itself 2 seconds after a response.
  useCloseAfter(closing, PANEL_CLOSE_MS, onClose);

  async function respond(n: AppNotification, action: ShareAction) {
    if (n.related_id === null) return;
    setBusyId(n.id);
    setNotice(null);
    try {
      const answer = await respondToShare(n.related_id, action);
      if (isSuspendedAnswer(answer)) {
        setNotice({ tone: 'error', title: 'Could not accept the game', detail: errorText(answer) });
        return;
      }
      setList((current) => withShareAnswer(current ?? [], n.id, action));
      setNotice({ tone: 'success', title: responseMessage(action) });
      setClosing(true);
      onAnswered?.(action);
      refreshUnread();
    } catch (error) {
      setNotice({ tone: 'error', title: 'Could not answer the share', detail: failureMessage(error, 'Please try again.') });
    } finally {
      setBusyId(null);
    }
  }

  async function remove(n: AppNotification) {
    setBusyId(n.id);
    setNotice(null);
    try {
      await deleteNotification(n.id);
      setList((current) => (current ?? []).filter((item) => item.id !== n.id));
      refreshUnread();
    } catch (error) {
      setNotice({ tone: 'error', title: 'Failed to delete notification', detail: failureMessage(error, '') || undefined });
    } finally {
      setBusyId(null);
    }
  }

  const now = useNow(MINUTE_MS);
  return (
    <div className="notifications" aria-busy={list === null && !loadFailed}>
      {notice && <FormMessage tone={notice.tone} title={notice.title} detail={notice.detail} />}
      {loadFailed && <FormMessage tone="error" title="Failed to load notifications" />}
      {list === null && !loadFailed && <p className="muted">Loading notifications…</p>}
      {list?.length === 0 && <p className="empty-state">No notifications yet. When someone shares a game with you, it shows up here.</p>}
      {list && list.length > 0 && (
        <ul className="notification-list">
          {list.map((n) => (
            <NotificationItem
              key={n.id}
              notification={n}
              isNew={newIds.has(n.id)}
              now={now}
              busy={busyId === n.id}
              locked={closing}
              onRespond={(action) => void respond(n, action)}
              onDelete={() => void remove(n)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
