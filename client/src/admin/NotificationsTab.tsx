import { NOTIFICATION_MESSAGE_MAX, NOTIFICATION_TITLE_MAX } from '@matchdrop/shared';
import { useCallback, useId, useState, type FormEvent } from 'react';
import { failureMessage } from '../api';
import { FormMessage } from '../account/fields';
import { relativeTime } from '../lib/relative-time';
import { checkNotification } from './admin-forms';
import { deleteGeneralNotification, fetchGeneralNotifications, sendGeneralNotification } from './admin-api';
import { LoadStatus } from './LoadStatus';
import { removeLocallyThenCall } from './remove-locally';
import { useLoad } from './use-load';
import { MINUTE_MS, useNow } from '../lib/use-now';

type Notice = { tone: 'success' | 'error'; text: string };

/** General notifications: an announcement every user finds in their notifications panel. */
export function NotificationsTab() {
  const { state, reload, update } = useLoad(
    useCallback(() => fetchGeneralNotifications(), []),
    'Failed to load notifications',
  );
  const [title, setTitle] = useState('');
  const [message, setMessage] = useState('');
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);
  const titleId = useId();
  const messageId = useId();
  const now = useNow(MINUTE_MS);

  async function send(event: FormEvent) {
    event.preventDefault();
    const checked = checkNotification({ title, message });
    if (!checked.ok) {
      setNotice({ tone: 'error', text: checked.error });
      return;
    }
    setBusy(true);
    setNotice(null);
    try {
      const sent = await sendGeneralNotification(checked.value.title, checked.value.message);
      update((list) => [sent, ...list]);
      setTitle('');
      setMessage('');
      setNotice({ tone: 'success', text: `Sent to ${sent.recipient_count} ${sent.recipient_count === 1 ? 'user' : 'users'}.` });
    } catch (failure) {
      setNotice({ tone: 'error', text: failureMessage(failure, 'Failed to send notification') });
    } finally {
      setBusy(false);
    }
  }

  const remove = (id: number) =>
    void removeLocallyThenCall(
      () => update((list) => list.filter((n) => n.id !== id)),
      () => deleteGeneralNotification(id),
    );

  return (
    <div className="admin-notifications">
      <form className="account-form admin-notification-form" onSubmit={send} noValidate aria-label="New notification">
        <h3 className="section-title">New notification for every user</h3>
        <div className="field">
          <label className="field-label" htmlFor={titleId}>
            Title
          </label>
          <input id={titleId} className="field-input" value={title} onChange={(e) => setTitle(e.target.value)} maxLength={NOTIFICATION_TITLE_MAX} />
        </div>
        <div className="field">
          <label className="field-label" htmlFor={messageId}>
            Message
          </label>
          <textarea id={messageId} className="field-input" rows={3} value={message} onChange={(e) => setMessage(e.target.value)} maxLength={NOTIFICATION_MESSAGE_MAX} />
        </div>
        {notice && <FormMessage tone={notice.tone} title={notice.text} />}
        <div className="button-row">
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? 'Sending…' : 'Send Notification'}
          </button>
        </div>
      </form>
      <h3 className="section-title">Sent notifications</h3>
      <LoadStatus state={state} onRetry={reload} what="notifications" />
      {state.status === 'ready' &&
        (state.data.length === 0 ? (
          <p className="muted">No notifications sent yet.</p>
        ) : (
          <ul className="admin-sent-notifications">
            {state.data.map((n) => (
              <li key={n.id} className="notification" data-title={n.title}>
                <div className="notification-head">
                  <strong>{n.title}</strong>
                  <time className="notification-time" dateTime={n.created_at}>
                    {relativeTime(n.created_at, now)}
                  </time>
                </div>
                <p>{n.message}</p>
                <p className="muted">
                  By {n.admin_username ?? 'an administrator'} · {n.recipient_count} {n.recipient_count === 1 ? 'recipient' : 'recipients'}
                </p>
                <button type="button" className="btn btn-danger" onClick={() => remove(n.id)} aria-label={`Delete the notification ${n.title}`}>
                  Delete
                </button>
              </li>
            ))}
          </ul>
        ))}
    </div>
  );
}
