import { badgeLabel, unreadDescription } from '../lib/badge';
import { useAccountUi } from './account-ui';
import { useAuth } from './auth-context';
import { useUnreadCount } from './unread-context';

/** The header's account corner: Log In / Register, or the user button with the unread badge. */
export function AccountButton({ onOpenDashboard }: { onOpenDashboard: () => void }) {
  const { user, ready } = useAuth();
  const { unreadCount } = useUnreadCount();
  const { openAuth } = useAccountUi();

  if (!ready) return <span className="account-button-placeholder" aria-hidden="true" />;
  if (!user) {
    return (
      <button type="button" className="btn btn-primary account-login-button" onClick={() => openAuth({ name: 'login' })}>
        Log In<span className="account-login-extra"> / Register</span>
      </button>
    );
  }
  const badge = badgeLabel(unreadCount);
  return (
    <button
      type="button"
      className="btn btn-secondary user-button"
      onClick={onOpenDashboard}
      aria-label={`${user.username}: open your dashboard, ${unreadDescription(unreadCount)}`}
      title="Your dashboard"
    >
      <span className="user-avatar" aria-hidden="true">
        {user.username.slice(0, 1).toUpperCase()}
      </span>
      <span className="user-button-name" aria-hidden="true">
        {user.username}
      </span>
      {badge && (
        <span className="badge" aria-hidden="true" data-testid="unread-badge">
          {badge}
        </span>
      )}
    </button>
  );
}
