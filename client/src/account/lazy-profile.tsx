import { Trans } from '@lingui/react/macro';
import { Suspense, type ComponentProps } from 'react';
import { lazyChunk } from '../lib/lazy-chunk';

// The dashboard loads when opened; this wrapper itself comes with the other screens' chunk (app/OtherScreens.tsx),
// not with the first page's account code (lazy.tsx).
const ProfileViewChunk = lazyChunk(() => import('./ProfileView').then((m) => m.ProfileView));

export function ProfileView(props: ComponentProps<typeof ProfileViewChunk>) {
  return (
    <Suspense
      fallback={
        <p className="panel muted">
          <Trans>Loading your dashboard…</Trans>
        </p>
      }
    >
      <ProfileViewChunk {...props} />
    </Suspense>
  );
}
