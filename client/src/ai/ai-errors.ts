import { msg, t } from '@lingui/core/macro';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { ApiError, errorText } from '../api';

/** R-API-7 AI messages, and what a failure shows: the catalogue's text, with the server's reason under it. */

export const AI_ERRORS = {
  create: msg`Failed to create chat session`,
  send: msg`Failed to send message`,
  load: msg`Failed to load chat session`,
  rename: msg`Failed to rename conversation`,
  delete: msg`Failed to delete conversation`,
  save: msg`Failed to save game`,
  /** Not in the catalogue: the list of conversations itself could not be read. */
  list: msg`Failed to load conversations`,
} as const satisfies Record<string, MessageDescriptor>;

export interface Problem {
  title: string;
  detail?: string;
}

/** The catalogue's title and, when the server said why (a quota, a refused URL), its words as the detail. */
export function problemOf(words: MessageDescriptor, error: unknown): Problem {
  const title = i18n._(words);
  if (!(error instanceof ApiError)) return { title };
  const detail = errorText(error.body) ?? (error.status === 0 ? t`Check your connection and try again.` : error.status === 429 ? error.message : undefined);
  return detail && detail !== title ? { title, detail } : { title };
}

/** Saving: an identical word map already saved (409) is shown exactly as the server words it (R-GAME-6). */
export function saveProblemOf(error: unknown): Problem {
  if (error instanceof ApiError && error.status === 409) {
    const text = errorText(error.body);
    if (text) return { title: text };
  }
  return problemOf(AI_ERRORS.save, error);
}

/** The usage a refused message or chat carries (429 from the daily quota), so the counters update at once. */
export function usageIn<T>(error: unknown): T | undefined {
  if (!(error instanceof ApiError) || typeof error.body !== 'object' || error.body === null) return undefined;
  return (error.body as { usage?: T }).usage;
}
