import type { AssignmentRow } from '@matchdrop/db';
import { assignmentStatus, type AssignmentGoal, type AssignmentStatus, type AssignmentView, type GoalProgress, type Pair } from '@matchdrop/shared';
import type { CellProgress } from './repository.js';

/** What a status and the goal's progress are worked out from. */
type Facts = Pick<CellProgress, 'attempts' | 'mastered' | 'plays_completed' | 'goal_reached_at'>;

export const goalOf = (row: Pick<AssignmentRow, 'goal_kind' | 'goal_number'>): AssignmentGoal =>
  row.goal_kind === 'mastery' ? { kind: 'mastery', times: row.goal_number } : { kind: 'plays', count: row.goal_number };

export const pairsOf = (row: Pick<AssignmentRow, 'pairs'>): Pair[] => row.pairs;

export function toAssignmentView(row: AssignmentRow): AssignmentView {
  return {
    id: row.id,
    classId: row.class_id,
    gameType: row.game_type,
    gameId: row.game_type === 'builtin' ? (row.builtin_game_id ?? '') : (row.dictionary_id ?? 0),
    gameName: row.game_name,
    pairCount: row.pair_count,
    dueAt: row.due_at.toISOString(),
    goal: goalOf(row),
    acceptLate: row.accept_late,
    createdAt: row.created_at.toISOString(),
  };
}

export const progressOf = (row: Pick<AssignmentRow, 'pair_count'>, progress: Facts | undefined): GoalProgress => ({
  mastered: progress?.mastered ?? 0,
  total: row.pair_count,
  plays: progress?.plays_completed ?? 0,
});

export function statusOf(row: Pick<AssignmentRow, 'due_at' | 'accept_late'>, progress: Facts | undefined, now: Date): AssignmentStatus {
  return assignmentStatus({
    goalReachedAt: progress?.goal_reached_at?.getTime() ?? null,
    started: (progress?.attempts ?? 0) > 0,
    dueAt: row.due_at.getTime(),
    acceptLate: row.accept_late,
    now: now.getTime(),
  });
}
