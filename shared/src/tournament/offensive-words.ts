import { normalizeForComparison } from './nickname-normalize.js';

/**
 * A small list of words a nickname may not contain (a class of 30 on a projector is the audience). Kept short
 * on purpose: the host can still remove a rude nickname by hand; this only catches the obvious.
 */
const OFFENSIVE_WORDS = [
  'fuck',
  'shit',
  'cunt',
  'bitch',
  'dick',
  'cock',
  'pussy',
  'whore',
  'slut',
  'nigger',
  'nigga',
  'faggot',
  'retard',
  'wanker',
  'bastard',
  'asshole',
  'nazi',
  'hitler',
  'rape',
  'porn',
] as const;

/** Whether the nickname contains an offensive word, also when spelled with look-alike digits or separators. */
export function containsOffensiveWord(nickname: string): boolean {
  const folded = normalizeForComparison(nickname);
  return OFFENSIVE_WORDS.some((word) => folded.includes(word));
}
