import { Trans, useLingui } from '@lingui/react/macro';
import type { AppNotification, ShareAction } from '../api';
import { localizeInstants } from '../lib/instant';
import { relativeTime } from '../lib/relative-time';
import { routePath } from '../routes';
import { AppLink } from '../ui/AppLink';
import { assignmentNotice, isPendingShare, shareStatusLabel } from './notification-logic';

interface NotificationItemProps {
  notification: AppNotification;
  isNew: boolean;
  now: number;
  busy: boolean;
  /** After a response the panel is about to close: no further actions. */
  locked: boolean;
  onRespond: (action: ShareAction) => void;
  onDelete: () => void;
  /** A link in the notification was followed: the panel closes. */
  onLeave: () => void;
}

export function NotificationItem({ notification: n, isNew, now, busy, locked, onRespond, onDelete, onLeave }: NotificationItemProps) {
  const status = shareStatusLabel(n);
  const notice = assignmentNotice(n);
  const disabled = busy || locked;
  const { t } = useLingui();
  const title = n.title;
  return (
    <li className={`notification ${isNew ? 'notification-new' : ''}`}>
      <div className="notification-head">
        {notice && <span className="pill pill-accent">{notice.label}</span>}
        <h3 className="notification-title">{n.title}</h3>
        {isNew && (
          <span className="pill pill-accent">
            <Trans>New</Trans>
          </span>
        )}
        <time className="notification-time" dateTime={n.created_at}>
          {relativeTime(n.created_at, now)}
        </time>
        <button type="button" className="icon-button icon-button-small" onClick={onDelete} disabled={disabled} aria-label={t`Delete notification: ${title}`}>
          <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        </button>
      </div>
      {n.message && <p className="notification-message">{notice ? localizeInstants(n.message) : n.message}</p>}
      {notice && (
        <AppLink to={routePath({ screen: 'my-assignments' })} onClick={onLeave}>
          {notice.linkText}
        </AppLink>
      )}
      {isPendingShare(n) ? (
        <div className="button-row">
          <button type="button" className="btn btn-primary" onClick={() => onRespond('accept')} disabled={disabled}>
            <Trans>Accept</Trans>
          </button>
          <button type="button" className="btn btn-secondary" onClick={() => onRespond('reject')} disabled={disabled}>
            <Trans>Decline</Trans>
          </button>
        </div>
      ) : (
        status && <span className={`pill ${n.share_status === 'accept' ? 'pill-success' : 'pill-muted'}`}>{status}</span>
      )}
    </li>
  );
}
