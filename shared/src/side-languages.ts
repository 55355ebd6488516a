import { z } from 'zod';
import { uniquePairs } from './pairs.js';
import type { GameData, Pair } from './types.js';

/**
 * The language each side of a game is written in (R-PIC-13), so "Speak items" reads an item in its own language:
 * "apple" in English, "pomme" in French. The left side holds the first item of each pair as the game's pairs list
 * it (uniquePairs: first-seen orientation), the right side its counterpart. A BCP 47 tag, or '' when not set (the
 * browser then speaks in its own language).
 */
export interface SideLanguages {
  left: string;
  right: string;
}

export const NO_SIDE_LANGUAGES: SideLanguages = Object.freeze({ left: '', right: '' });

/** A BCP 47 tag as people write them: a 2–3 letter language, then optional script/region/variant subtags. */
const BCP47 = /^[a-z]{2,3}(-[a-z0-9]{2,8})*$/i;

const tagSchema = z
  .string()
  .trim()
  .max(35)
  .refine((tag) => tag === '' || BCP47.test(tag), 'Use a language tag such as en, fr or zh-CN');

export const sideLanguagesSchema = z.object({ left: tagSchema.default(''), right: tagSchema.default('') });

/** The languages offered in the editors' lists (anything else may still be typed as a tag). */
export const SPEECH_LANGUAGES = ['en', 'ru', 'zh', 'fr', 'es', 'de', 'it', 'pt', 'ja', 'ko', 'ar', 'uk', 'pl', 'tr', 'nl', 'la'] as const;

/** The language to speak `item` in: its side's, '' when the side has none or the item is not in the game. */
export function itemLanguage(data: GameData, languages: SideLanguages, item: string): string {
  for (const [left, right] of uniquePairs(data)) {
    if (left === item) return languages.left;
    if (right === item) return languages.right;
  }
  return '';
}

/**
 * A game's side languages with the left item of each pair: what a server that deals items without their pairs needs
 * to say each item's language (R-PIC-20). A saved game stores its left items (jsonb does not keep the pairs' order);
 * a built-in game's are its pairs' first items.
 */
export interface ItemSides extends SideLanguages {
  readonly leftItems: readonly string[];
}

/**
 * The language of each of `items`, in order: the left side's for a left item, the right side's for any other. It
 * says which side an item is on, as its language does to whoever reads it, never which item is its counterpart.
 */
export function languagesOfItems(sides: ItemSides, items: readonly string[]): string[] {
  const left = new Set(sides.leftItems);
  return items.map((item) => (left.has(item) ? sides.left : sides.right));
}

/** A built-in game's sides (its pairs' first items on the left), or undefined when it has no languages. */
export function builtinItemSides(data: GameData, languages: SideLanguages | undefined): ItemSides | undefined {
  return languages ? { left: languages.left, right: languages.right, leftItems: uniquePairs(data).map(([left]) => left) } : undefined;
}

/**
 * The languages of a pair's two items, in the pair's own order (a review card may hold a pair either way round), or
 * undefined when neither item is one of the game's left items (the game changed since: the browser chooses).
 */
export function pairLanguages(sides: ItemSides, [item, counterpart]: Pair): [string, string] | undefined {
  const left = new Set(sides.leftItems);
  if (left.has(item)) return [sides.left, sides.right];
  if (left.has(counterpart)) return [sides.right, sides.left];
  return undefined;
}
