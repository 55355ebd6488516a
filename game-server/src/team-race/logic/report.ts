import type { Pair, TeamRacePairReport, TeamRaceReport, TeamRaceStudentReport } from '@matchdrop/shared';
import type { DropRecord, TeamRacePlayer } from './types.js';

/**
 * R-TEAM-8: the host's report of the race, like the assignment report. Per student: the judged drops they took
 * part in (offered or answered; once if both) and how many were right, and the rounds their team won. Per pair:
 * the drops that involved one of its items, the right ones, and what its items were dropped against by mistake.
 */
export function teamRaceReport(
  players: readonly Pick<TeamRacePlayer, 'id' | 'name'>[],
  drops: readonly DropRecord[],
  pairsPlayed: readonly Pair[],
  winners: readonly { members: readonly string[] }[],
): TeamRaceReport {
  const students: TeamRaceStudentReport[] = players.map((p) => {
    const mine = drops.filter((d) => d.offeredBy === p.id || d.answeredBy === p.id);
    return {
      playerId: p.id,
      name: p.name,
      attempts: mine.length,
      correct: mine.filter((d) => d.correct).length,
      roundsWon: winners.filter((w) => w.members.includes(p.id)).length,
    };
  });
  const pairs: TeamRacePairReport[] = pairsPlayed.map(([left, right]) => {
    const ofPair = (item: string) => item === left || item === right;
    const involved = drops.filter((d) => ofPair(d.offered) || ofPair(d.answered));
    const confused = new Map<string, number>();
    for (const d of involved) {
      if (d.correct) continue;
      // The item dropped against one of this pair's items (both belong to the pair only in a right drop).
      const other = ofPair(d.offered) ? d.answered : d.offered;
      confused.set(other, (confused.get(other) ?? 0) + 1);
    }
    return {
      left,
      right,
      attempts: involved.length,
      correct: involved.filter((d) => d.correct).length,
      confusedWith: [...confused].map(([item, times]) => ({ item, times })).sort((a, b) => b.times - a.times || (a.item < b.item ? -1 : 1)),
    };
  });
  return { students, pairs };
}
