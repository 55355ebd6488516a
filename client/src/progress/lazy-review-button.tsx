import { lazyChunk } from '../lib/lazy-chunk';

// Only a logged-in player has a review queue: the button and its calls load after login. Apart from the other
// progress screens' wrappers (lazy.tsx), which the first page does not carry.
export const LazyReviewButton = lazyChunk(() => import('./ReviewButton').then((m) => m.ReviewButton), null);
