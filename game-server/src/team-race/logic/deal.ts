import { counterpartIn, shuffle } from '@matchdrop/shared';
import type { Pair, Rng } from '@matchdrop/shared';

/** Each member's items on their screen, by player id. */
export type Hands = Record<string, string[]>;

const holderOf = (hands: Hands, item: string): string | undefined => Object.keys(hands).find((id) => hands[id]!.includes(item));

/** The member holding the fewest items among `candidates` (the first of equals, so the deal is reproducible). */
function leastLoaded(hands: Hands, candidates: readonly string[]): string | undefined {
  let best: string | undefined;
  for (const id of candidates) if (best === undefined || (hands[id]?.length ?? 0) < (hands[best]?.length ?? 0)) best = id;
  return best;
}

/**
 * R-TEAM-3: a pair dealt to the team: one item to the least-loaded member, its counterpart to the least-loaded of
 * the others, so the counterpart sits on a teammate's screen whenever the team has two members to deal to (and the
 * hands stay within one item of each other). Which item goes first is drawn, so nobody always holds the questions.
 * Returns new hands; `holders` are the members who can take items (connected).
 */
export function dealPair(hands: Readonly<Hands>, holders: readonly string[], pair: Pair, rng: Rng): Hands {
  const first = leastLoaded(hands, holders);
  if (first === undefined) return { ...hands };
  const second =
    leastLoaded(
      hands,
      holders.filter((id) => id !== first),
    ) ?? first;
  const [a, b] = rng.next() < 0.5 ? pair : [pair[1], pair[0]];
  const next: Hands = { ...hands, [first]: [...(hands[first] ?? []), a] };
  next[second] = [...(next[second] ?? []), b];
  return next;
}

/** The opening deal: the deck's order drawn from the seed, its first `onField` pairs dealt, the rest waiting. */
export function openingDeal(holders: readonly string[], pairs: readonly Pair[], onField: number, rng: Rng): { hands: Hands; deck: number[] } {
  const order = shuffle(
    pairs.map((_, i) => i),
    rng,
  );
  let hands: Hands = Object.fromEntries(holders.map((id) => [id, [] as string[]]));
  for (const index of order.slice(0, onField)) hands = dealPair(hands, holders, pairs[index]!, rng);
  return { hands, deck: order.slice(onField) };
}

/**
 * Pairs on a team's field at once: two per member, and at least one pair always waiting in the deck, so a matched
 * pair is followed by another one (the matched pair goes to the back of the deck: a run can always go on).
 */
export function pairsOnField(pairCount: number, members: number): number {
  return Math.max(1, Math.min(pairCount - 1, 2 * members));
}

/**
 * R-TEAM-10: a member who left for good: each of their items goes to the least-loaded teammate who does not hold
 * its counterpart (so it still needs the team to talk), or to the least-loaded teammate when every one does. The
 * leaver's hand is emptied. Without a teammate to take them the hands are left as they are.
 */
export function redealLeaver(hands: Readonly<Hands>, leaver: string, holders: readonly string[], pairs: readonly Pair[]): Hands {
  const others = holders.filter((id) => id !== leaver);
  const items = hands[leaver] ?? [];
  if (others.length === 0 || items.length === 0) return { ...hands };
  const next: Hands = { ...hands, [leaver]: [] };
  for (const item of items) {
    const counterpart = counterpartIn(pairs, item);
    const partner = counterpart === undefined ? undefined : holderOf(next, counterpart);
    const to =
      leastLoaded(
        next,
        others.filter((id) => id !== partner),
      ) ?? (leastLoaded(next, others) as string);
    next[to] = [...(next[to] ?? []), item];
  }
  return next;
}
