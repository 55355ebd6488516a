import { shuffle } from '@matchdrop/shared';
import type { Rng } from '@matchdrop/shared';

/**
 * R-TEAM-1: team sizes for `players` players and the host's team size. Teams of the chosen size; one player left
 * over joins a team, which is one larger (no team of one); two or more left over make a team of their own, the
 * sizes then balanced (10 in teams of 4 → 4, 3, 3). Always at least two teams (it is a race) and never a team of
 * one; bigger teams first.
 */
export function teamSizes(players: number, teamSize: number): number[] {
  if (players < 2) return players === 1 ? [1] : [];
  const full = Math.floor(players / teamSize);
  const leftover = players % teamSize;
  const wanted = leftover <= 1 ? full : full + 1;
  const teams = Math.min(Math.max(2, wanted), Math.floor(players / 2));
  const base = Math.floor(players / teams);
  const bigger = players % teams;
  return Array.from({ length: teams }, (_, i) => base + (i < bigger ? 1 : 0));
}

/** Deals the ordered players round-robin into `count` teams: balanced sizes, bigger first (as teamSizes). */
function dealRoundRobin(ordered: readonly string[], count: number): string[][] {
  const teams: string[][] = Array.from({ length: count }, () => []);
  ordered.forEach((id, i) => teams[i % count]!.push(id));
  return teams;
}

/**
 * R-TEAM-1: random teams from the seed. With the previous round's teams (a reshuffle) the players are lined up
 * former team by former team and dealt round-robin, so former teammates land in different teams whenever there are
 * at least as many teams as a former team had members: nobody stays with only their friends.
 */
export function makeTeams(playerIds: readonly string[], teamSize: number, rng: Rng, previous: readonly (readonly string[])[] = []): string[][] {
  const count = teamSizes(playerIds.length, teamSize).length;
  if (count === 0) return [];
  const here = new Set(playerIds);
  const placed = new Set<string>();
  const ordered: string[] = [];
  for (const team of shuffle(previous, rng)) {
    for (const id of shuffle(team, rng)) {
      if (here.has(id) && !placed.has(id)) {
        ordered.push(id);
        placed.add(id);
      }
    }
  }
  ordered.push(
    ...shuffle(
      playerIds.filter((id) => !placed.has(id)),
      rng,
    ),
  );
  return dealRoundRobin(ordered, count);
}

/**
 * R-TEAM-7: the same teams for the next round when the host turned reshuffling off, with who is still here: a team
 * left with one player is merged (its player, and anyone new, join the smallest teams). Fewer than two teams left:
 * new random teams instead.
 */
export function keepTeams(previous: readonly (readonly string[])[], playerIds: readonly string[], teamSize: number, rng: Rng): string[][] {
  const here = new Set(playerIds);
  const kept: string[][] = [];
  const loose: string[] = [];
  for (const team of previous) {
    const still = team.filter((id) => here.has(id));
    if (still.length >= 2) kept.push(still);
    else loose.push(...still);
  }
  const known = new Set(previous.flat());
  loose.push(...playerIds.filter((id) => !known.has(id)));
  if (kept.length < 2) return makeTeams(playerIds, teamSize, rng);
  for (const id of loose) joinSmallest(kept, id);
  return kept;
}

/** A player joins the smallest team (the first of equals); returns its index. */
export function joinSmallest(teams: string[][], playerId: string): number {
  let at = 0;
  teams.forEach((team, i) => {
    if (team.length < teams[at]!.length) at = i;
  });
  teams[at]!.push(playerId);
  return at;
}
