import { useLingui } from '@lingui/react/macro';
import type { ComponentProps } from 'react';
import { useAuth } from '../account';
import { NotFound } from '../ui/NotFound';
import { LazyAdminDashboard } from './LazyAdminDashboard';

type AdminRouteProps = Omit<ComponentProps<typeof LazyAdminDashboard>, 'user'>;

/** /admin and /admin/:tab: the admin dashboard for an administrator (R-ADMIN-2); anyone else is told plainly it is not theirs. */
export function AdminRoute(props: AdminRouteProps) {
  const { t } = useLingui();
  const { user } = useAuth();
  if (user === null) return null;
  if (user.role !== 'admin') return <NotFound title={t`You may not see this page`} detail={t`The admin dashboard is for administrators only.`} />;
  return <LazyAdminDashboard user={user} {...props} />;
}
