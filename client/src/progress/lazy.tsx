import { Trans } from '@lingui/react/macro';
import { lazyChunk } from '../lib/lazy-chunk';

// The progress screens load the first time they are needed, keeping them out of the first page's JavaScript.
export const LazyGameResult = lazyChunk(
  () => import('./GameResult').then((m) => m.GameResult),
  <p className="muted" role="status">
    <Trans>Loading your results…</Trans>
  </p>,
);

export const LazyGamePage = lazyChunk(
  () => import('./GamePage').then((m) => m.GamePage),
  <p className="panel muted" role="status">
    <Trans>Loading the game page…</Trans>
  </p>,
);

export const LazyLibrary = lazyChunk(
  () => import('./LibraryScreen').then((m) => m.LibraryScreen),
  <p className="panel muted" role="status">
    <Trans>Loading public games…</Trans>
  </p>,
);

export const LazyGameEditor = lazyChunk(
  () => import('./GameEditor').then((m) => m.GameEditor),
  <p className="panel muted" role="status">
    <Trans>Loading the editor…</Trans>
  </p>,
);

export const LazyReviewResult = lazyChunk(() => import('./ReviewResult').then((m) => m.ReviewResult), null);

// The dashboard's progress section (with the progress styles and the chart) loads with the section.
export const LazyMyProgressSection = lazyChunk(() => import('./MyProgressSection').then((m) => m.MyProgressSection), null);
