import { t } from '@lingui/core/macro';

/** Stand-ins for the numbers, named as in the game's own sentences (game/announcements.ts) so the messages are the same. */
const score = '\u0001';
const streak = '\u0002';
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The game's score sentences in the interface's language, with any numbers in place of the stand-ins. */
function scoreSentences(): RegExp {
  const sentences = [t`Score ${score}, streak ${streak}.`, t`Score ${score}.`].map((sentence) => escape(sentence).split(score).join('-?\\d+').split(streak).join('-?\\d+'));
  return new RegExp(`\\s*(?:${sentences.join('|')})`, 'g');
}

/**
 * R-TOURN-1: a tournament shows one score, its points from the server. The game's own running score (free
 * play's +2/−1, "Score 6") would be a second one, so a heat's screen-reader sentences leave it out, in whichever
 * language the game speaks.
 */
export function withoutGameScore(sentence: string): string {
  return sentence.replace(scoreSentences(), '').trim();
}
