import { lazyChunk } from '../lib/lazy-chunk';

// The header's "Assignments (N)" loads once logged in: a chunk of its own, so that the first page names only its few
// parts, not every class screen's (those load from screens-chunk.ts when opened).
export const LazyAssignmentsButton = lazyChunk(() => import('./AssignmentsButton').then((m) => m.AssignmentsButton), null);
