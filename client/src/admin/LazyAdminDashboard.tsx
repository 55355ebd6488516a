import { Trans } from '@lingui/react/macro';
import { Suspense, type ComponentProps } from 'react';
import { lazyChunk } from '../lib/lazy-chunk';
import type { AdminDashboard as AdminDashboardType } from './AdminDashboard';

// Only administrators ever see the dashboard: its code loads when one opens it, not with the first page.
const AdminDashboard = lazyChunk<ComponentProps<typeof AdminDashboardType>>(() => import('./AdminDashboard').then((module) => module.AdminDashboard));

/** The admin dashboard, loaded on first use (R-ADMIN-2: it replaces the user dashboard for an admin). */
export function LazyAdminDashboard(props: ComponentProps<typeof AdminDashboardType>) {
  return (
    <Suspense
      fallback={
        <p className="panel muted" role="status">
          <Trans>Loading the admin dashboard…</Trans>
        </p>
      }
    >
      <AdminDashboard {...props} />
    </Suspense>
  );
}
