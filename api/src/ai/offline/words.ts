/**
 * Reading a request's words: lower-cased, accents kept, punctuation as spaces, numbers as digits
 * ("twelve" → 12), so that phrase lookups ("european capitals") are simple word-boundary matches.
 */

const NUMBER_WORDS: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  hundred: 100,
};

/** Lower-case words and digits only, number words as digits, single spaces. */
export function normalizeText(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .split(' ')
    .filter((word) => word !== '')
    .map((word) => (NUMBER_WORDS[word] === undefined ? word : String(NUMBER_WORDS[word])))
    .join(' ');
}

export function words(normalized: string): string[] {
  return normalized === '' ? [] : normalized.split(' ');
}

/** Whether the normalized text holds the phrase as whole words. */
export function hasPhrase(normalized: string, phrase: string): boolean {
  return ` ${normalized} `.includes(` ${phrase} `);
}

export function hasAnyPhrase(normalized: string, phrases: readonly string[]): string | undefined {
  return phrases.find((phrase) => hasPhrase(normalized, phrase));
}

export interface NumberRange {
  from: number;
  to: number;
}

const RANGE = /\b(?:from\s+)?(\d{1,4})\s*(?:to|through|till|until|and|-|–|—|\.\.)\s*(\d{1,4})\b/;

/** "1 to 20", "1-20", "between 5 and 10", "first 20": a range of positions, if the request names one. */
export function requestedRange(text: string): NumberRange | undefined {
  const plain = text.normalize('NFKC').toLowerCase();
  const match = RANGE.exec(normalizeDigits(plain));
  if (match) return { from: Number(match[1]), to: Number(match[2]) };
  const first = /\bfirst\s+(\d{1,4})\b/.exec(normalizeDigits(plain));
  if (first) return { from: 1, to: Number(first[1]) };
  return undefined;
}

// Number words as digits but punctuation kept (ranges need "-" and "–").
function normalizeDigits(text: string): string {
  return text.replace(/\p{L}+/gu, (word) => (NUMBER_WORDS[word] === undefined ? word : String(NUMBER_WORDS[word])));
}

/** "12 European capitals", "only 5", "ten pairs": how many pairs the request asks for (ranges excluded). */
export function requestedCount(text: string): number | undefined {
  const withoutRanges = normalizeDigits(text.normalize('NFKC').toLowerCase())
    .replace(RANGE, ' ')
    .replace(/\bfirst\s+\d+/, ' ');
  const match = /(?:^|[^\p{L}\p{N}.,])(\d{1,4})(?![\p{L}\p{N}]|[.,]\d)/u.exec(withoutRanges);
  return match ? Number(match[1]) : undefined;
}

/**
 * Words that say nothing about a topic: request verbs, politeness, audience, format. Whatever else a
 * request holds must be covered by the topic the assistant recognised, or it is asking for something else.
 */
const NEUTRAL_WORDS = new Set(
  `a an the and or of on in to for with about from by at as into up its it their them they this that these those
  me my i we our you your please can could would will like want need let lets s some any all every each one only just
  make create generate build give get produce prepare set up new another game games quiz quizzes test matching match
  pairs pair words word list lists dictionary cards card flashcards items item questions answers vocabulary
  kid kids child children student students pupil pupils class classroom school beginner beginners easy simple basic basics
  fun learn learning practice practise study revise revision main common famous important key top most popular well known
  good nice short long small big little random different which what whose is are be do does have has show tell
  names name versus vs first`.split(/\s+/),
);

/** Content words of the request that are neither neutral, nor numbers, nor in `covered`. */
export function uncoveredWords(normalized: string, covered: ReadonlySet<string>): string[] {
  return words(normalized).filter((word) => !NEUTRAL_WORDS.has(word) && !covered.has(word) && !/^\d+$/.test(word));
}

/** The words of every phrase, as a set (what a recognised topic covers). */
export function wordSet(...phrases: readonly string[]): Set<string> {
  return new Set(phrases.flatMap((phrase) => words(phrase)));
}
