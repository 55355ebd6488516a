import { z } from 'zod';
import { uniquePairs } from './pairs.js';
import type { GameData } from './types.js';

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
