import type { DueReviewPair, ReviewSummary } from '@matchdrop/shared';
import { apiRequest } from '../api';

// The review queue's calls: the header's Review button needs them on the first page, so they stay apart
// from the progress screens' calls (progress-api.ts), which load with those screens.

export type { DueReviewPair, ReviewSummary };

export function fetchReviewSummary(): Promise<ReviewSummary> {
  return apiRequest('GET', '/api/review/summary');
}

export async function fetchDueReviewPairs(): Promise<DueReviewPair[]> {
  return (await apiRequest<{ pairs: DueReviewPair[] }>('GET', '/api/review/due')).pairs;
}

/** Each judged pair of a review updates its schedule. */
export function sendReviewAnswers(answers: Array<{ id: number; correct: boolean }>): Promise<{ judged: number }> {
  return apiRequest('POST', '/api/review/answers', { answers });
}

/** Tells every Review button the queue may have changed (a game recorded, a review answered). */
export const REVIEW_CHANGED_EVENT = 'matchdrop:review-changed';
export function announceReviewChanged(): void {
  window.dispatchEvent(new Event(REVIEW_CHANGED_EVENT));
}
