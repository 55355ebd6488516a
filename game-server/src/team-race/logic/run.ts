import { createRng, isPairIn } from '@matchdrop/shared';
import type { Pair } from '@matchdrop/shared';
import { dealPair } from './deal.js';
import type { TeamRaceRefusalCode } from './refusals.js';
import type { TeamPlay } from './types.js';

/**
 * A team's field, one drop at a time (pure: each function returns the new team, or the refusal). R-TEAM-4: a member
 * offers one of their items into the upper zone; a member answers with one of theirs into the lower zone; the server
 * judges the two. R-TEAM-5: right, the pair leaves, the run grows and the next pair of the deck is dealt; wrong,
 * the offered item goes back to whoever offered it and the run drops to 0.
 */
export type Outcome = { ok: true; team: TeamPlay } | { ok: false; refusal: TeamRaceRefusalCode };

const without = (items: readonly string[], item: string): string[] => {
  const at = items.indexOf(item);
  return at < 0 ? [...items] : [...items.slice(0, at), ...items.slice(at + 1)];
};

/** R-TEAM-9: only an item on the member's own screen can be moved by them. */
const holds = (team: TeamPlay, memberId: string, item: string): boolean => team.hands[memberId]?.includes(item) ?? false;

/** The zone's item goes back to the hand it came from (or, if that member has gone, to `fallback`). */
function returnUpper(team: TeamPlay, fallback: string): TeamPlay['hands'] {
  if (!team.upper) return team.hands;
  const owner = team.hands[team.upper.by] ? team.upper.by : fallback;
  return { ...team.hands, [owner]: [...(team.hands[owner] ?? []), team.upper.item] };
}

export function offer(team: TeamPlay, memberId: string, item: string): Outcome {
  if (!holds(team, memberId, item)) return { ok: false, refusal: 'not_your_item' };
  // A second offer replaces the first: that item goes back to its holder's screen.
  const hands = returnUpper(team, memberId);
  return { ok: true, team: { ...team, hands: { ...hands, [memberId]: without(hands[memberId] ?? [], item) }, upper: { item, by: memberId } } };
}

export function answer(team: TeamPlay, memberId: string, item: string, pairs: readonly Pair[], seed: string, atMs: number): Outcome {
  if (!holds(team, memberId, item)) return { ok: false, refusal: 'not_your_item' };
  const upper = team.upper;
  if (!upper) return { ok: false, refusal: 'nothing_offered' };
  const correct = isPairIn(pairs, upper.item, item);
  const last = { offered: upper.item, answered: item, correct, by: memberId };
  const judged = { ...team, attempts: team.attempts + 1, last, version: team.version + 1 };
  if (!correct) return { ok: true, team: { ...judged, hands: returnUpper(team, memberId), upper: null, run: 0 } };
  const run = team.run + 1;
  const hands = { ...team.hands, [memberId]: without(team.hands[memberId] ?? [], item) };
  const matched = pairs.findIndex(([a, b]) => (a === upper.item && b === item) || (a === item && b === upper.item));
  const [next, ...rest] = [...team.deck, matched];
  const holders = team.members.filter((id) => hands[id] !== undefined);
  // Each deal draws from the round's seed and the team and the count of pairs dealt so far: reproducible, and
  // independent of the other teams' drops.
  const dealt = dealPair(hands, holders, pairs[next as number] as Pair, createRng(`${seed}:${team.index}:${team.dealt}`));
  return {
    ok: true,
    team: { ...judged, hands: dealt, deck: rest, upper: null, run, best: Math.max(team.best, run), correct: team.correct + 1, lastCorrectMs: atMs, dealt: team.dealt + 1 },
  };
}
