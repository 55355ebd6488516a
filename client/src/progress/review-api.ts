import type { JudgedResult, ReviewDealAnswer, ReviewRecord, ReviewSummary } from '@matchdrop/shared';
import { apiRequest } from '../api';

// The review queue's calls: the header's Review button needs them on the first page, so they stay apart
// from the progress screens' calls (progress-api.ts), which load with those screens.

export type { ReviewSummary };

export function fetchReviewSummary(): Promise<ReviewSummary> {
  return apiRequest('GET', '/api/review/summary');
}

/** R-JUDGE-10: the due pairs dealt by the server, with the deal the review plays from (the one request before its first frame). */
export function requestReviewDeal(): Promise<ReviewDealAnswer> {
  return apiRequest('POST', '/api/review/deals');
}

/** R-JUDGE-10: the review's record; the server judges it and moves each dealt pair's schedule by what it saw. */
export function sendReviewPlay(record: ReviewRecord): Promise<{ judged: number; result: JudgedResult }> {
  return apiRequest('POST', '/api/review/plays', record);
}

/** Tells every Review button the queue may have changed (a game recorded, a review answered). */
export const REVIEW_CHANGED_EVENT = 'matchdrop:review-changed';
export function announceReviewChanged(): void {
  window.dispatchEvent(new Event(REVIEW_CHANGED_EVENT));
}
