import { lazyChunk } from '../lib/lazy-chunk';
import { screens } from './screens-chunk';

// The dashboard's classes and assignments load with the dashboard. Pure, and in a module of
// their own: the first page, which imports this feature's index for its route, does not carry them.
export const LazyClassesSection = /* @__PURE__ */ lazyChunk(() => screens().then((m) => m.ClassesSection), null);
export const LazyMyAssignmentsSection = /* @__PURE__ */ lazyChunk(() => screens().then((m) => m.MyAssignmentsSection), null);
