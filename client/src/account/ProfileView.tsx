import { useEffect } from 'react';
import { LazyAdminDashboard } from '../admin/LazyAdminDashboard';
import { useAuth } from './auth-context';
import { dashboardKind } from './saved-game';
import { UserDashboard, type DashboardProps } from './UserDashboard';

/**
 * The view the user button opens in place of the main screen. Logging out (or a 401) leaves it.
 * R-ADMIN-2: an admin sees the admin dashboard instead.
 */
export function ProfileView({ onBack, onPlayGame }: DashboardProps) {
  const { user, ready } = useAuth();

  useEffect(() => {
    if (ready && !user) onBack();
  }, [ready, user, onBack]);

  if (!user) return null;
  switch (dashboardKind(user)) {
    case 'admin':
      return <LazyAdminDashboard user={user} onBack={onBack} />;
    case 'user':
      return <UserDashboard user={user} onBack={onBack} onPlayGame={onPlayGame} />;
  }
}
