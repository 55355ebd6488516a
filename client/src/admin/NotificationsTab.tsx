import { NOTIFICATION_MESSAGE_MAX, NOTIFICATION_TITLE_MAX } from '@matchdrop/shared';
import { useCallback, useId, useState, type FormEvent } from 'react';
import { relativeTime } from '../lib/relative-time';
import { useSubmit } from '../lib/use-submit';
import { FormError, FormMessage } from '../ui/FormMessage';
import { checkNotification } from './admin-forms';
import { deleteGeneralNotification, fetchGeneralNotifications, sendGeneralNotification } from './admin-api';
import { LoadStatus } from '../ui/LoadStatus';
import { removeLocallyThenCall } from './remove-locally';
import { useServerData } from '../lib/use-server-data';
import { MINUTE_MS, useNow } from '../lib/use-now';

/** General notifications: an announcement every user finds in their notifications panel. */
export function NotificationsTab() {
  const { state, retry, update } = useServerData(
    useCallback(() => fetchGeneralNotifications(), []),
    'Failed to load notifications',
  );
  const [title, setTitle] = useState('');
  const [message, setMessage] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const titleId = useId();
  const messageId = useId();
  const now = useNow(MINUTE_MS);
  const { busy, failure, submit, clearFailure } = useSubmit(
    async (notification: { title: string; message: string }) => {
      const sent = await sendGeneralNotification(notification.title, notification.message);
      update((list) => [sent, ...list]);
      setTitle('');
      setMessage('');
      setSentTo(`Sent to ${sent.recipient_count} ${sent.recipient_count === 1 ? 'user' : 'users'}.`);
    },
    { failure: 'Failed to send notification' },
  );

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const checked = checkNotification({ title, message });
    setSentTo(null);
    if (!checked.ok) {
      setInvalid(checked.error);
      clearFailure();
      return;
    }
    setInvalid(null);
    void submit(checked.value);
  }

  const remove = (id: number) =>
    void removeLocallyThenCall(
      () => update((list) => list.filter((n) => n.id !== id)),
      () => deleteGeneralNotification(id),
    );

  return (
    <div className="admin-notifications">
      <form className="account-form admin-notification-form" onSubmit={handleSubmit} noValidate aria-label="New notification" aria-busy={busy}>
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
        <FormError title={invalid ?? failure} />
        {sentTo && <FormMessage tone="success" title={sentTo} />}
        <div className="button-row">
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? 'Sending…' : 'Send Notification'}
          </button>
        </div>
      </form>
      <h3 className="section-title">Sent notifications</h3>
      <LoadStatus state={state} onRetry={retry} what="notifications" />
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
