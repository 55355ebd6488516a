import { Redirect } from 'wouter';
import { useAuth } from './auth-context';
import { dashboardKind } from './saved-game';
import { UserDashboard, type DashboardProps } from './UserDashboard';

/**
 * The user's dashboard (/dashboard). The app asks for a login before it shows (RequireLogin).
 * R-ADMIN-2: an admin has the admin dashboard instead, at its own address.
 */
export function ProfileView({ onBack, onPlayGame }: DashboardProps) {
  const { user } = useAuth();
  if (!user) return null;
  switch (dashboardKind(user)) {
    case 'admin':
      return <Redirect to="/admin" replace />;
    case 'user':
      return <UserDashboard user={user} onBack={onBack} onPlayGame={onPlayGame} />;
  }
}
