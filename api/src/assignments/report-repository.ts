import type { Database, Kysely } from '@matchdrop/db';
import { sql } from '@matchdrop/db';
import type { ChosenCount, PairFigures } from '@matchdrop/shared';

/**
 * What the report reads: per student and pair (assignment_pair_progress) and per chosen counterpart
 * (assignment_confusions), kept at each attempt, so a report reads a few hundred rows however many attempts there
 * are; only the median time to a right match reads the attempts, from the index made for it.
 */

const num = (value: unknown): number => Number(value);

export async function pairFigures(db: Kysely<Database>, assignmentId: number): Promise<PairFigures[]> {
  const [sums, medians] = await Promise.all([
    db
      .selectFrom('assignment_pair_progress')
      .select([
        'pair_index',
        sql<number>`sum(attempts)`.as('attempts'),
        sql<number>`sum(correct)`.as('correct'),
        sql<number>`sum(first_tries)`.as('first_tries'),
        sql<number>`sum(first_tries_right)`.as('first_tries_right'),
      ])
      .where('assignment_id', '=', assignmentId)
      .groupBy('pair_index')
      .execute(),
    db
      .selectFrom('assignment_attempts')
      .select(['pair_index', sql<number>`percentile_cont(0.5) within group (order by ms)`.as('median_ms')])
      .where('assignment_id', '=', assignmentId)
      .where('correct', '=', true)
      .groupBy('pair_index')
      .execute(),
  ]);
  const median = new Map(medians.map((r) => [r.pair_index, num(r.median_ms)]));
  return sums.map((r) => ({
    pairIndex: r.pair_index,
    attempts: num(r.attempts),
    correct: num(r.correct),
    firstTries: num(r.first_tries),
    firstTriesRight: num(r.first_tries_right),
    medianMs: median.get(r.pair_index) ?? null,
  }));
}

/** Wrong attempts grouped by pair and chosen counterpart. */
export async function chosenCounts(db: Kysely<Database>, assignmentId: number): Promise<ChosenCount[]> {
  const rows = await db
    .selectFrom('assignment_confusions')
    .select(['pair_index', 'chosen', sql<number>`sum(count)`.as('count')])
    .where('assignment_id', '=', assignmentId)
    .groupBy(['pair_index', 'chosen'])
    .execute();
  return rows.map((r) => ({ pairIndex: r.pair_index, chosen: r.chosen, count: num(r.count) }));
}

/** The students who got each pair wrong and have not mastered it (fewer than `times` counted right first tries). */
export async function stillMissing(db: Kysely<Database>, assignmentId: number, times: number): Promise<Array<{ pairIndex: number; studentId: number }>> {
  const rows = await db
    .selectFrom('assignment_pair_progress')
    .select(['pair_index', 'student_id'])
    .where('assignment_id', '=', assignmentId)
    .where('wrong', '>', 0)
    .where('first_try_plays', '<', times)
    .execute();
  return rows.map((r) => ({ pairIndex: r.pair_index, studentId: r.student_id }));
}

export interface StudentPairRow {
  studentId: number;
  pairIndex: number;
  attempts: number;
  correct: number;
  firstTryPlays: number;
}

/** Each student's figures on each pair they tried (the per-student-and-pair file). */
export async function studentPairFigures(db: Kysely<Database>, assignmentId: number): Promise<StudentPairRow[]> {
  const rows = await db
    .selectFrom('assignment_pair_progress')
    .select(['student_id', 'pair_index', 'attempts', 'correct', 'first_try_plays'])
    .where('assignment_id', '=', assignmentId)
    .where('attempts', '>', 0)
    .execute();
  return rows.map((r) => ({ studentId: r.student_id, pairIndex: r.pair_index, attempts: r.attempts, correct: r.correct, firstTryPlays: r.first_try_plays }));
}

/** Wrong attempts by student, pair and chosen counterpart. */
export async function studentChosenCounts(db: Kysely<Database>, assignmentId: number): Promise<Array<ChosenCount & { studentId: number }>> {
  const rows = await db.selectFrom('assignment_confusions').select(['student_id', 'pair_index', 'chosen', 'count']).where('assignment_id', '=', assignmentId).execute();
  return rows.map((r) => ({ studentId: r.student_id, pairIndex: r.pair_index, chosen: r.chosen, count: r.count }));
}

/** Assignments due within the window whose 24-hour reminder is still to send. */
export function remindersDue(db: Kysely<Database>, now: Date, until: Date, limit: number) {
  return db
    .selectFrom('assignments as a')
    .innerJoin('classes as c', 'c.id', 'a.class_id')
    .select(['a.id', 'a.class_id', 'a.game_name', 'a.due_at', 'c.name as class_name', 'c.teacher_id'])
    .where('a.reminder_sent_at', 'is', null)
    .where('a.due_at', '>', now)
    .where('a.due_at', '<=', until)
    .where('c.archived_at', 'is', null)
    .orderBy('a.due_at')
    .limit(limit)
    .execute();
}

/** The current members of the assignment's class who have not reached its goal. */
export async function membersWithoutGoal(db: Kysely<Database>, assignmentId: number, classId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('class_members as m')
    .leftJoin('assignment_progress as p', (join) => join.onRef('p.student_id', '=', 'm.user_id').on('p.assignment_id', '=', assignmentId))
    .select('m.user_id')
    .where('m.class_id', '=', classId)
    .where('m.removed_at', 'is', null)
    .where('p.goal_reached_at', 'is', null)
    .execute();
  return rows.map((r) => r.user_id);
}

/** Claims the reminder (false when another process sent it first). */
export async function claimReminder(db: Kysely<Database>, assignmentId: number, now: Date): Promise<boolean> {
  const result = await db.updateTable('assignments').set({ reminder_sent_at: now }).where('id', '=', assignmentId).where('reminder_sent_at', 'is', null).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
