import { Trans } from '@lingui/react/macro';
import { lazyChunk } from '../lib/lazy-chunk';

/** Every class screen comes from one chunk (screens.ts). */
export const screens = () => import('./screens');

// The class screens (with the QR code and, for a play, the game) load when opened: the first page stays small.
export const LazyClassesRoute = lazyChunk(
  () => screens().then((m) => m.ClassesRoute),
  <p className="panel muted">
    <Trans>Loading…</Trans>
  </p>,
);

// The header's "Assignments (N)" loads once logged in.
export const LazyAssignmentsButton = lazyChunk(() => screens().then((m) => m.AssignmentsButton), null);
