import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { NOTIFICATION_MESSAGE_MAX, NOTIFICATION_TITLE_MAX } from '@matchdrop/shared';
import { useCallback, useId, useState, type FormEvent } from 'react';
import { relativeTime } from '../lib/relative-time';
import { wordShared } from '../i18n/shared-words';
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
  const { t } = useLingui();
  const { state, retry, update } = useServerData(
    useCallback(() => fetchGeneralNotifications(), []),
    t`Failed to load notifications`,
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
      setSentTo(plural(sent.recipient_count, { one: 'Sent to # user.', other: 'Sent to # users.' }));
    },
    { failure: t`Failed to send notification` },
  );

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const checked = checkNotification({ title, message });
    setSentTo(null);
    if (!checked.ok) {
      setInvalid(wordShared(checked.error));
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
      <form className="account-form admin-notification-form" onSubmit={handleSubmit} noValidate aria-label={t`New notification`} aria-busy={busy}>
        <h3 className="section-title">
          <Trans>New notification for every user</Trans>
        </h3>
        <div className="field">
          <label className="field-label" htmlFor={titleId}>
            <Trans>Title</Trans>
          </label>
          <input id={titleId} className="field-input" value={title} onChange={(e) => setTitle(e.target.value)} maxLength={NOTIFICATION_TITLE_MAX} />
        </div>
        <div className="field">
          <label className="field-label" htmlFor={messageId}>
            <Trans>Message</Trans>
          </label>
          <textarea id={messageId} className="field-input" rows={3} value={message} onChange={(e) => setMessage(e.target.value)} maxLength={NOTIFICATION_MESSAGE_MAX} />
        </div>
        <FormError title={invalid ?? failure} />
        {sentTo && <FormMessage tone="success" title={sentTo} />}
        <div className="button-row">
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? t`Sending…` : t`Send Notification`}
          </button>
        </div>
      </form>
      <h3 className="section-title">
        <Trans>Sent notifications</Trans>
      </h3>
      <LoadStatus state={state} onRetry={retry} what={t({ message: 'notifications', comment: 'Completes "Loading {what}…" (ui/LoadStatus)' })} />
      {state.status === 'ready' &&
        (state.data.length === 0 ? (
          <p className="muted">
            <Trans>No notifications sent yet.</Trans>
          </p>
        ) : (
          <ul className="admin-sent-notifications">
            {state.data.map((n) => {
              const sentTitle = n.title;
              return (
                <li key={n.id} className="notification" data-title={n.title}>
                  <div className="notification-head">
                    <strong>{n.title}</strong>
                    <time className="notification-time" dateTime={n.created_at}>
                      {relativeTime(n.created_at, now)}
                    </time>
                  </div>
                  <p>{n.message}</p>
                  <p className="muted">
                    <SentBy admin={n.admin_username} recipients={n.recipient_count} />
                  </p>
                  <button type="button" className="btn btn-danger" onClick={() => remove(n.id)} aria-label={t`Delete the notification ${sentTitle}`}>
                    <Trans>Delete</Trans>
                  </button>
                </li>
              );
            })}
          </ul>
        ))}
    </div>
  );
}

/** "By ann · 3 recipients" under a sent notification (an admin account deleted since shows as "an administrator"). */
function SentBy({ admin, recipients }: { admin: string | null; recipients: number }) {
  return admin === null ? (
    <Trans>
      By an administrator · <Plural value={recipients} one="# recipient" other="# recipients" />
    </Trans>
  ) : (
    <Trans>
      By {admin} · <Plural value={recipients} one="# recipient" other="# recipients" />
    </Trans>
  );
}
