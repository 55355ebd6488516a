/** A game's data: a two-way map from each item to its counterpart (both directions stored). */
export type GameData = Record<string, string>;

/** One pair of a game, in no particular direction. */
export type Pair = readonly [left: string, right: string];

/** A source of uniform numbers in [0, 1). shared/ never reads ambient randomness: callers pass one in. */
export interface Rng {
  next(): number;
}

/** Milliseconds since the epoch. shared/ never reads the clock: callers pass the time in. */
export type Millis = number;
