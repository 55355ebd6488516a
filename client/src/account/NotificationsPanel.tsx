import { Trans, useLingui } from '@lingui/react/macro';
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
import { useSubmit } from '../lib/use-submit';
import { FormError, FormMessage } from '../ui/FormMessage';
import { Modal } from '../ui/Modal';
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
  const { t } = useLingui();
  return (
    <Modal open={open} title={t`Notifications`} onClose={onClose}>
      {open && <NotificationsBody onClose={onClose} onAnswered={onAnswered} />}
    </Modal>
  );
}

type Failure = { title: string; detail?: string | undefined };

function NotificationsBody({ onClose, onAnswered }: { onClose: () => void; onAnswered?: ((action: ShareAction) => void) | undefined }) {
  const { refreshUnread } = useUnreadCount();
  const { t } = useLingui();
  const [list, setList] = useState<AppNotification[] | null>(null);
  const [newIds, setNewIds] = useState<ReadonlySet<number>>(new Set());
  const [loadFailed, setLoadFailed] = useState(false);
  const [answered, setAnswered] = useState<string | null>(null);
  const [actingOn, setActingOn] = useState<number | null>(null);
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

  // One answer or delete at a time: its failure or its success is the panel's one notice.
  const { busy, failure, submit } = useSubmit(
    async (n: AppNotification, action: ShareAction | 'delete') => {
      setActingOn(n.id);
      setAnswered(null);
      if (action === 'delete') {
        await deleteNotification(n.id);
        setList((current) => (current ?? []).filter((item) => item.id !== n.id));
        refreshUnread();
        return;
      }
      if (n.related_id === null) return;
      const answer = await respondToShare(n.related_id, action);
      if (isSuspendedAnswer(answer)) return { title: t`Could not accept the game`, detail: errorText(answer) };
      setList((current) => withShareAnswer(current ?? [], n.id, action));
      setAnswered(responseMessage(action));
      setClosing(true);
      onAnswered?.(action);
      refreshUnread();
    },
    {
      failure: (error: unknown, _n: AppNotification, action: ShareAction | 'delete'): Failure =>
        action === 'delete'
          ? { title: t`Failed to delete notification`, detail: failureMessage(error, '') || undefined }
          : { title: t`Could not answer the share`, detail: failureMessage(error, t`Please try again.`) },
    },
  );

  const now = useNow(MINUTE_MS);
  return (
    <div className="notifications" aria-busy={(list === null && !loadFailed) || busy}>
      {answered && <FormMessage tone="success" title={answered} />}
      {failure && <FormError title={failure.title} detail={failure.detail} />}
      {loadFailed && <FormError title={t`Failed to load notifications`} />}
      {list === null && !loadFailed && (
        <p className="muted">
          <Trans>Loading notifications…</Trans>
        </p>
      )}
      {list?.length === 0 && (
        <p className="empty-state">
          <Trans>No notifications yet. When someone shares a game with you, it shows up here.</Trans>
        </p>
      )}
      {list && list.length > 0 && (
        <ul className="notification-list">
          {list.map((n) => (
            <NotificationItem
              key={n.id}
              notification={n}
              isNew={newIds.has(n.id)}
              now={now}
              busy={busy && actingOn === n.id}
              locked={closing || busy}
              onRespond={(action) => void submit(n, action)}
              onDelete={() => void submit(n, 'delete')}
              onLeave={onClose}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
