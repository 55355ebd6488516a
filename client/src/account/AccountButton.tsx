import { Trans, useLingui } from '@lingui/react/macro';
import { badgeLabel, unreadDescription } from '../lib/badge';
import { useAccountUi } from './account-ui';
import { useAuth } from './auth-context';
import { useUnreadCount } from './unread-context';

/** The header's account corner: Log In / Register, or the user button with the unread badge. */
export function AccountButton({ onOpenDashboard }: { onOpenDashboard: () => void }) {
  const { user, ready } = useAuth();
  const { unreadCount } = useUnreadCount();
  const { openAuth } = useAccountUi();
  const { t } = useLingui();

  if (!ready) return <span className="account-button-placeholder" aria-hidden="true" />;
  if (!user) {
    return (
      <button type="button" className="btn btn-primary account-login-button" onClick={() => openAuth({ name: 'login' })}>
        <Trans>
          Log In<span className="account-login-extra"> / Register</span>
        </Trans>
      </button>
    );
  }
  const badge = badgeLabel(unreadCount);
  const username = user.username;
  const unread = unreadDescription(unreadCount);
  // WCAG 2.5.3 (axe label-content-name-mismatch): the button's visible text is the username alone, the start of its
  // name. The avatar's initial is drawn by CSS, and the badge sits beside the button, over its corner.
  return (
    <span className="user-button-wrap">
      <button
        type="button"
        className="btn btn-secondary user-button"
        onClick={onOpenDashboard}
        aria-label={t`${username}: open your dashboard, ${unread}`}
        title={t`Your dashboard`}
      >
        <span className="user-avatar" data-initial={user.username.slice(0, 1).toUpperCase()} aria-hidden="true" />
        <span className="user-button-name">{user.username}</span>
      </button>
      {badge && (
        <span className="badge" aria-hidden="true" data-testid="unread-badge">
          {badge}
        </span>
      )}
    </span>
  );
}
