import { createEmptyCard, fsrs, Rating, State, type Card } from 'ts-fsrs';

// FSRS with its default parameters; no fuzz, so a schedule depends only on the answers and the clock.
const scheduler = fsrs({ enable_fuzz: false });

/** A card as stored in review_cards.card (jsonb): the scheduler's fields, dates as ISO text. */
export type StoredCard = Record<string, unknown>;

export function toStored(card: Card): StoredCard {
  return { ...card, due: card.due.toISOString(), last_review: card.last_review?.toISOString() ?? null };
}

export function fromStored(stored: StoredCard): Card {
  const card = stored as unknown as Card & { due: string; last_review: string | null };
  return { ...card, due: new Date(card.due), last_review: card.last_review ? new Date(card.last_review) : undefined };
}

/** A pair just missed for the first time: new, due at once. */
export function newCard(now: Date): Card {
  return createEmptyCard(now);
}

/** Right → Good (further out); wrong → Again (back soon). */
export function judge(card: Card, correct: boolean, now: Date): Card {
  return scheduler.next(card, now, correct ? Rating.Good : Rating.Again).card;
}

/** A pair counts as learned once it has graduated to the Review state. */
export const LEARNED_STATE = State.Review;
