import type * as ErrorWords from './error-words';

/**
 * The error answers' words in the interface's language (error-words.ts), loaded with the first lazy screen
 * (lib/lazy-chunk.tsx) rather than with the first page: the first page calls the API little, and until the
 * words are here an answer shows the server's own English text. The list of codes (shared/errors.ts) comes
 * with them, off the first page.
 */
let words: typeof ErrorWords | undefined;

export function loadAnswerWords(): Promise<void> {
  return import('./error-words').then((module) => {
    words = module;
  });
}

/** The text to show for an error answer whose English text is `text`. */
export function wordAnswer(body: object, text: string): string {
  return words ? words.wordAnswer(body as Record<string, unknown>, text) : text;
}
