import { lazy, Suspense } from 'react';
import type { User } from '../api';

// Only administrators ever see the dashboard: its code loads when one opens it, not with the first page.
const AdminDashboard = lazy(() => import('./AdminDashboard').then((module) => ({ default: module.AdminDashboard })));

/** The admin dashboard, loaded on first use (SPEC §2: it replaces the user dashboard for an admin). */
export function LazyAdminDashboard(props: { user: User; onBack: () => void }) {
  return (
    <Suspense
      fallback={
        <p className="panel muted" role="status">
          Loading the admin dashboard…
        </p>
      }
    >
      <AdminDashboard {...props} />
    </Suspense>
  );
}
