import { pictureItem } from '../../media.js';
import type { Pair } from '../../types.js';
import { BUILTIN_PICTURE_IDS } from './builtin-picture-ids.js';

/** One pair of a built-in picture game: the drawing's key (its file in the picture manifest), its description and its answer. */
export interface DrawnPair {
  key: string;
  alt: string;
  answer: string;
}

/**
 * The pairs whose drawing has been made (R-PIC-22): a drawing added to a game's list but not yet drawn by the
 * script is left out rather than failing the whole catalog at load, so the script that draws it can still run;
 * catalog-pictures.test.ts fails until every drawing of every list has its picture.
 */
export function drawnPairs(entries: readonly DrawnPair[]): Pair[] {
  return entries.flatMap(({ key, alt, answer }): Pair[] => {
    const id = BUILTIN_PICTURE_IDS[key];
    return id ? [[pictureItem(id, alt), answer]] : [];
  });
}

/** "3:15 6:30" split by ':' → [[3, 15], [6, 30]]: a game's list written as its answers are read. */
export function numberPairs(list: string, separator: string): [number, number][] {
  return list.split(' ').map((entry) => {
    const [a, b] = entry.split(separator).map(Number);
    return [a!, b!];
  });
}
