import { shuffle } from '@matchdrop/shared';
import type { Rng } from '@matchdrop/shared';

/**
 * Heat sizes for `players` players in heats of (at most) `heatSize`: as few heats as the size allows, sizes
 * differing by at most one, bigger heats first (10 in heats of 4 → 4, 3, 3). A heat of 1 would be no race, so
 * with heats of 2 and an odd count one heat takes a third player (5 → 3, 2).
 */
export function heatSizes(players: number, heatSize: number): number[] {
  if (players < 2) return players === 1 ? [1] : [];
  const heats = Math.min(Math.ceil(players / heatSize), Math.floor(players / 2));
  const base = Math.floor(players / heats);
  const bigger = players % heats;
  return Array.from({ length: heats }, (_, i) => base + (i < bigger ? 1 : 0));
}

/** Cuts an ordered list into consecutive heats of the balanced sizes. */
export function chunkIntoHeats<T>(ordered: readonly T[], heatSize: number): T[][] {
  const heats: T[][] = [];
  let at = 0;
  for (const size of heatSizes(ordered.length, heatSize)) {
    heats.push(ordered.slice(at, at + size));
    at += size;
  }
  return heats;
}

/** Round 1: nobody has a standing yet, so the heats are drawn at random (from the round's seed). */
export function randomHeats<T>(players: readonly T[], heatSize: number, rng: Rng): T[][] {
  return chunkIntoHeats(shuffle(players, rng), heatSize);
}

/**
 * From round 2 (Swiss style): players in standings order, neighbours racing together, so the leaders meet the
 * leaders and every heat is a close race.
 */
export function swissHeats<T>(playersInStandingsOrder: readonly T[], heatSize: number): T[][] {
  return chunkIntoHeats(playersInStandingsOrder, heatSize);
}
