import { Suspense } from 'react';
import { lazyChunk } from '../lib/lazy-chunk';
import type { User } from '../api';

// Only administrators ever see the dashboard: its code loads when one opens it, not with the first page.
const AdminDashboard = lazyChunk(() => import('./AdminDashboard').then((module) => module.AdminDashboard));

/** The admin dashboard, loaded on first use (R-ADMIN-2: it replaces the user dashboard for an admin). */
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
