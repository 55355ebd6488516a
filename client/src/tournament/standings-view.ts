import { i18n } from '@lingui/core';
import { ph, selectOrdinal, t } from '@lingui/core/macro';
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
      return { text: `▲ ${move.by}`, spoken: t`up ${ph({ places: move.by })}` };
    case 'down':
      return { text: `▼ ${move.by}`, spoken: t`down ${ph({ places: move.by })}` };
    case 'same':
      return { text: '–', spoken: t`no change` };
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
  return selectOrdinal(place, { one: '#st', two: '#nd', few: '#rd', other: '#th' });
}

/** Total time as seconds with one decimal ("83.4 s"), in the interface's language. */
export function formatTotalTime(ms: number): string {
  const seconds = i18n.number(ms / 1_000, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return t`${seconds} s`;
}
