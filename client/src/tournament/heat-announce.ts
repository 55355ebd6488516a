import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';

/** Stand-ins for the numbers, named as in the game's own sentences (game/announcements.ts) so the messages are the same. */
const score = '\u0001';
const streak = '\u0002';
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The last language's pattern: a heat speaks a sentence per drop, and the language seldom changes. */
let built: { locale: string; pattern: RegExp } | null = null;

/** The game's score sentences in the interface's language, with any numbers in place of the stand-ins. */
function scoreSentences(): RegExp {
  if (built?.locale === i18n.locale) return built.pattern;
  const sentences = [t`Score ${score}, streak ${streak}.`, t`Score ${score}.`].map((sentence) => escape(sentence).split(score).join('-?\\d+').split(streak).join('-?\\d+'));
  built = { locale: i18n.locale, pattern: new RegExp(`\\s*(?:${sentences.join('|')})`, 'g') };
  return built.pattern;
}

/**
 * R-TOURN-1: a tournament shows one score, its points from the server. The game's own running score (free
 * play's +2/−1, "Score 6") would be a second one, so a heat's screen-reader sentences leave it out, in whichever
 * language the game speaks.
 */
export function withoutGameScore(sentence: string): string {
  return sentence.replace(scoreSentences(), '').trim();
}
