import { Trans } from '@lingui/react/macro';
import { Suspense, useState } from 'react';
import { lazyChunk } from '../lib/lazy-chunk';
import { useAuth } from '../account';
import './admin-login.css';

// The form (and its validation code) loads on the first click: the first page stays small.
const AdminLogin = lazyChunk(() => import('./AdminLogin').then((module) => module.AdminLogin));

/** The footer's 'Admin login' link and the separate admin login it opens. Hidden while an admin is signed in. */
export function AdminLoginLink({ onLoggedIn }: { onLoggedIn?: () => void }) {
  const { user } = useAuth();
  const [open, setOpen] = useState(false);
  if (user?.role === 'admin' && !open) return null;
  return (
    <>
      <button type="button" className="link-button admin-login-link" onClick={() => setOpen(true)}>
        <Trans>Admin login</Trans>
      </button>
      {open && (
        <Suspense fallback={null}>
          <AdminLogin open onClose={() => setOpen(false)} onLoggedIn={onLoggedIn} />
        </Suspense>
      )}
    </>
  );
}
