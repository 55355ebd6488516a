import { Trans } from '@lingui/react/macro';
import { lazyChunk } from '../lib/lazy-chunk';
import { screens } from './screens-chunk';

// The class screens (with the QR code and, for a play, the game) load when opened: the first page stays small
// (this wrapper comes with the other screens' chunk, app/OtherScreens.tsx).
export const LazyClassesRoute = lazyChunk(
  () => screens().then((m) => m.ClassesRoute),
  <p className="panel muted">
    <Trans>Loading…</Trans>
  </p>,
);
