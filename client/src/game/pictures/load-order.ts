import { parsePictureItem, type Pair } from '@matchdrop/shared';

/** The pictures of a round split by when they must be ready (R-PIC-14). */
export interface PictureLoadOrder {
  /** The pictures of the pairs on the field at the start: the round waits for these. */
  first: string[];
  /** Every other picture, in the order its pair enters the field: they load while the round runs. */
  rest: string[];
}

/**
 * Which pictures a round loads and in what order: the starting pairs' first, then the others in deal order, each
 * picture once (a picture on several items is fetched once, for the first of them).
 */
export function pictureLoadOrder(roundPairs: readonly Pair[], initialPairs: number): PictureLoadOrder {
  const seen = new Set<string>();
  const first: string[] = [];
  const rest: string[] = [];
  roundPairs.forEach((pair, index) => {
    for (const item of pair) {
      const id = parsePictureItem(item)?.mediaId;
      if (id === undefined || seen.has(id)) continue;
      seen.add(id);
      (index < initialPairs ? first : rest).push(id);
    }
  });
  return { first, rest };
}
