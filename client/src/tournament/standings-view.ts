import { inPlaceOrder, podiumOf, tournamentAccuracy, type StandingRow } from '@matchdrop/shared';

export type { StandingRow };

/** How a player's place changed since the previous round's standings. */
export type Move = { kind: 'up' | 'down'; by: number } | { kind: 'same' };

export interface StandingLine extends StandingRow {
  move: Move;
  /** Correct out of attempts, whole percent; null before the first attempt. */
  accuracy: number | null;
}

// Nicknames are unique case-insensitively in a tournament, so the name (folded) identifies the player.
const keyOf = (name: string) => name.toLocaleLowerCase();

/** The server's movement (places gained, negative when lost) as the table shows it. */
function moveOf(movement: number): Move {
  if (movement > 0) return { kind: 'up', by: movement };
  if (movement < 0) return { kind: 'down', by: -movement };
  return { kind: 'same' };
}

/** The standings in place order, each with its mover since the round before and its accuracy. */
export function standingLines(current: readonly StandingRow[]): StandingLine[] {
  return inPlaceOrder(current).map((row) => {
    const accuracy = tournamentAccuracy(row);
    return { ...row, move: moveOf(row.movement), accuracy: accuracy === null ? null : Math.round(accuracy) };
  });
}

/** The mover as a short label and its spoken form, for the table's arrow column. */
export function moveLabel(move: Move): { text: string; spoken: string } {
  switch (move.kind) {
    case 'up':
      return { text: `▲ ${move.by}`, spoken: `up ${move.by}` };
    case 'down':
      return { text: `▼ ${move.by}`, spoken: `down ${move.by}` };
    case 'same':
      return { text: '–', spoken: 'no change' };
  }
}

export interface PodiumStep {
  place: number;
  name: string;
  totalScore: number;
  /** Position on the stage from the left (1st in the middle, 2nd left, 3rd right), for the layout only. */
  stage: 1 | 2 | 3;
}

const STAGE_BY_PLACE: Record<number, 1 | 2 | 3> = { 1: 2, 2: 1, 3: 3 };

/**
 * Everyone placed 1st to 3rd in place order (so screen readers read them 1st to 3rd), each with its position on
 * the stage by its place. Places come from the server: players tied for a place all stand on it (R-TOURN-2).
 */
export function podiumSteps(standings: readonly StandingRow[]): PodiumStep[] {
  return podiumOf(standings).map(({ place, name, totalScore }) => ({ place, name, totalScore, stage: STAGE_BY_PLACE[place] ?? 3 }));
}

/** A player's own line, found by their name. */
export function ownLine<T extends StandingRow>(rows: readonly T[], name: string): T | undefined {
  return rows.find((row) => keyOf(row.name) === keyOf(name));
}

/** "1st", "2nd", "3rd", "4th", "11th", "21st" … */
export function ordinal(place: number): string {
  const tens = place % 100;
  if (tens >= 11 && tens <= 13) return `${place}th`;
  const suffix = ['th', 'st', 'nd', 'rd'][place % 10] ?? 'th';
  return `${place}${suffix}`;
}

/** Total time as seconds with one decimal ("83.4 s"). */
export function formatTotalTime(ms: number): string {
  return `${(ms / 1_000).toFixed(1)} s`;
}
