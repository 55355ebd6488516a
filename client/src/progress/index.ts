// The progress feature (results, game pages, the library, the editor, reviews) as other features see it.
// Anything else in this folder is its own (eslint: matchdrop/feature-boundaries).
export { gameRefOf } from './game-ref';
export type { GameRef } from './progress-api';
export { LazyGameResult, LazyMyProgressSection, LazyReviewResult } from './lazy';
export { createMissedPairs } from './missed-pairs';
export { fetchGame, requestDeal, requestUploadedDeal, searchLibrary, unpublishGame } from './progress-api';
export { gamePagePath, useProgressNav } from './progress-nav';
export { announceReviewChanged, requestReviewDeal } from './review-api';
export { reviewGame } from './review-deal';
export { useCanChangeGames } from './use-can-change';
