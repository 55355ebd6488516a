import { lazyChunk } from '../lib/lazy-chunk';

// The class screens (with the QR code and, for a play, the game) load when opened: the first page stays small.
export const LazyClassesRoute = lazyChunk(
  () => import('./ClassesRoute').then((m) => m.ClassesRoute),
  <p className="panel muted" role="status">
    Loading…
  </p>,
);

// The dashboard's classes and assignments load with the dashboard; the header's button only once logged in.
export const LazyClassesSection = lazyChunk(() => import('./ClassesSection').then((m) => m.ClassesSection), null);
export const LazyMyAssignmentsSection = lazyChunk(() => import('./MyAssignmentsSection').then((m) => m.MyAssignmentsSection), null);
export const LazyAssignmentsButton = lazyChunk(() => import('./AssignmentsButton').then((m) => m.AssignmentsButton), null);
