import type { StandingRow } from '@matchdrop/shared';

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

const byPlace = (a: StandingRow, b: StandingRow) => a.place - b.place || a.name.localeCompare(b.name);

/** The server's movement (places gained, negative when lost) as the table shows it. */
function moveOf(movement: number): Move {
  if (movement > 0) return { kind: 'up', by: movement };
  if (movement < 0) return { kind: 'down', by: -movement };
  return { kind: 'same' };
}

/** The standings in place order, each with its mover since the round before and its accuracy. */
export function standingLines(current: readonly StandingRow[]): StandingLine[] {
  return [...current].sort(byPlace).map((row) => ({
    ...row,
    move: moveOf(row.movement),
    accuracy: row.totalAttempts > 0 ? Math.round((row.totalCorrect / row.totalAttempts) * 100) : null,
  }));
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

const STAGE_BY_RANK = [2, 1, 3] as const;

/**
 * The top 3 in place order (so screen readers read them 1st to 3rd), each with its position on the stage.
 * Places come from the server, so a tie shows two players with the same place number.
 */
export function podiumSteps(standings: readonly StandingRow[]): PodiumStep[] {
  return [...standings]
    .sort(byPlace)
    .slice(0, 3)
    .map(({ place, name, totalScore }, rank) => ({ place, name, totalScore, stage: STAGE_BY_RANK[rank] ?? 3 }));
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
