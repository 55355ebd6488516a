import { lazyChunk } from '../lib/lazy-chunk';

/** Every class screen comes from one chunk (screens.ts). */
export const screens = () => import('./screens');

// The header's "Assignments (N)" loads once logged in.
export const LazyAssignmentsButton = lazyChunk(() => screens().then((m) => m.AssignmentsButton), null);
