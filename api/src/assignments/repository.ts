import type { AssignmentRow, Database, Kysely, StoredPlayState } from '@matchdrop/db';
import { sql } from '@matchdrop/db';

export type NewAssignment = Pick<
  AssignmentRow,
  'class_id' | 'game_type' | 'builtin_game_id' | 'dictionary_id' | 'game_name' | 'pairs' | 'pair_count' | 'due_at' | 'goal_kind' | 'goal_number' | 'accept_late' | 'created_at'
>;

export async function insertAssignment(db: Kysely<Database>, row: NewAssignment): Promise<AssignmentRow> {
  return db.insertInto('assignments').values(row).returningAll().executeTakeFirstOrThrow();
}

/** An assignment with what deciding access needs: its class's teacher and whether the class is archived. */
export type AssignmentRecord = AssignmentRow & { teacher_id: number; class_archived: boolean; class_name: string };

export function findAssignment(db: Kysely<Database>, id: number): Promise<AssignmentRecord | undefined> {
  return db
    .selectFrom('assignments as a')
    .innerJoin('classes as c', 'c.id', 'a.class_id')
    .selectAll('a')
    .select(['c.teacher_id', 'c.name as class_name', sql<boolean>`c.archived_at is not null`.as('class_archived')])
    .where('a.id', '=', id)
    .executeTakeFirst();
}

/** A class's assignments, due soonest first. */
export function assignmentsOfClass(db: Kysely<Database>, classId: number): Promise<AssignmentRow[]> {
  return db.selectFrom('assignments').selectAll().where('class_id', '=', classId).orderBy('due_at').orderBy('id').execute();
}

/** The `limit` assignments of a class due last (a gradebook shows the latest ones), in due order. */
export async function latestAssignmentsOfClass(db: Kysely<Database>, classId: number, limit: number): Promise<AssignmentRow[]> {
  const rows = await db.selectFrom('assignments').selectAll().where('class_id', '=', classId).orderBy('due_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
  return rows.reverse();
}

export interface ProgressRow {
  assignment_id: number;
  student_id: number;
  plays_started: number;
  plays_completed: number;
  attempts: number;
  correct: number;
  time_ms: number;
  mastered: number;
  goal_reached_at: Date | null;
  last_activity_at: Date | null;
}

const progressColumns = [
  'p.assignment_id',
  'p.student_id',
  'p.plays_started',
  'p.plays_completed',
  'p.attempts',
  'p.correct',
  'p.time_ms',
  'p.mastered',
  'p.goal_reached_at',
  'p.last_activity_at',
] as const;

const toProgress = (row: Omit<ProgressRow, 'time_ms'> & { time_ms: string | number }): ProgressRow => ({ ...row, time_ms: Number(row.time_ms) });

export interface MyAssignmentRow extends AssignmentRow {
  class_name: string;
  open_play_id: number | null;
}

/** The user's assignments in the classes they are a current member of (archived classes left out), due soonest first. */
export function assignmentsOfStudent(db: Kysely<Database>, userId: number): Promise<MyAssignmentRow[]> {
  return db
    .selectFrom('assignments as a')
    .innerJoin('class_members as m', (join) => join.onRef('m.class_id', '=', 'a.class_id').on('m.user_id', '=', userId).on('m.removed_at', 'is', null))
    .innerJoin('classes as c', 'c.id', 'a.class_id')
    .selectAll('a')
    .select('c.name as class_name')
    .select((eb) =>
      eb
        .selectFrom('assignment_plays as o')
        .select('o.id')
        .whereRef('o.assignment_id', '=', 'a.id')
        .where('o.student_id', '=', userId)
        .where('o.finished_at', 'is', null)
        .where('o.interrupted_at', 'is', null)
        .orderBy('o.started_at', 'desc')
        .limit(1)
        .as('open_play_id'),
    )
    .where('c.archived_at', 'is', null)
    .orderBy('a.due_at')
    .orderBy('a.id')
    .execute();
}

/** One student's progress rows on the given assignments. */
export async function progressOfStudent(db: Kysely<Database>, studentId: number, assignmentIds: readonly number[]): Promise<ProgressRow[]> {
  if (assignmentIds.length === 0) return [];
  const rows = await db
    .selectFrom('assignment_progress as p')
    .select(progressColumns)
    .where('p.student_id', '=', studentId)
    .where('p.assignment_id', 'in', assignmentIds)
    .execute();
  return rows.map(toProgress);
}

export async function progressOfAssignment(db: Kysely<Database>, assignmentId: number): Promise<ProgressRow[]> {
  const rows = await db.selectFrom('assignment_progress as p').select(progressColumns).where('p.assignment_id', '=', assignmentId).execute();
  return rows.map(toProgress);
}

export async function progressOfAssignments(db: Kysely<Database>, assignmentIds: readonly number[]): Promise<ProgressRow[]> {
  if (assignmentIds.length === 0) return [];
  const rows = await db.selectFrom('assignment_progress as p').select(progressColumns).where('p.assignment_id', 'in', assignmentIds).execute();
  return rows.map(toProgress);
}

/** Locks the student's progress row for this assignment (made if missing): every write of a student's play goes through it in turn. */
export async function lockProgress(db: Kysely<Database>, assignmentId: number, studentId: number): Promise<ProgressRow> {
  await db
    .insertInto('assignment_progress')
    .values({ assignment_id: assignmentId, student_id: studentId })
    .onConflict((oc) => oc.columns(['assignment_id', 'student_id']).doNothing())
    .execute();
  const row = await db
    .selectFrom('assignment_progress as p')
    .select(progressColumns)
    .where('p.assignment_id', '=', assignmentId)
    .where('p.student_id', '=', studentId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  return toProgress(row);
}

export async function saveProgress(
  db: Kysely<Database>,
  row: Pick<ProgressRow, 'assignment_id' | 'student_id'> & Partial<Omit<ProgressRow, 'assignment_id' | 'student_id'>>,
): Promise<void> {
  const { assignment_id, student_id, ...changes } = row;
  await db.updateTable('assignment_progress').set(changes).where('assignment_id', '=', assignment_id).where('student_id', '=', student_id).execute();
}

/** Plays left open by the student are interrupted when they start another one: their attempts stay. */
export async function interruptOpenPlays(db: Kysely<Database>, assignmentId: number, studentId: number, now: Date): Promise<void> {
  await db
    .updateTable('assignment_plays')
    .set({ interrupted_at: now })
    .where('assignment_id', '=', assignmentId)
    .where('student_id', '=', studentId)
    .where('finished_at', 'is', null)
    .where('interrupted_at', 'is', null)
    .execute();
}

export async function insertPlay(db: Kysely<Database>, row: { assignment_id: number; student_id: number; state: StoredPlayState; started_at: Date }): Promise<number> {
  const { id } = await db.insertInto('assignment_plays').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export interface PlayRecord {
  id: number;
  assignment_id: number;
  student_id: number;
  state: StoredPlayState;
  started_at: Date;
  finished_at: Date | null;
  interrupted_at: Date | null;
}

const playColumns = ['id', 'assignment_id', 'student_id', 'state', 'started_at', 'finished_at', 'interrupted_at'] as const;

export function findPlay(db: Kysely<Database>, id: number): Promise<PlayRecord | undefined> {
  return db.selectFrom('assignment_plays').select(playColumns).where('id', '=', id).executeTakeFirst();
}

export function findPlayForUpdate(db: Kysely<Database>, id: number): Promise<PlayRecord | undefined> {
  return db.selectFrom('assignment_plays').select(playColumns).where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function savePlayState(db: Kysely<Database>, id: number, state: StoredPlayState, finishedAt: Date | null): Promise<void> {
  await db.updateTable('assignment_plays').set({ state, finished_at: finishedAt }).where('id', '=', id).execute();
}

/** The time of the play's last attempt (or its start): an attempt's time is measured from it, by the server's clock. */
export async function lastAttemptAt(db: Kysely<Database>, playId: number): Promise<Date | null> {
  const row = await db.selectFrom('assignment_attempts').select('at').where('play_id', '=', playId).orderBy('id', 'desc').limit(1).executeTakeFirst();
  return row?.at ?? null;
}

export interface NewAttempt {
  play_id: number;
  assignment_id: number;
  student_id: number;
  pair_index: number;
  item: string;
  chosen: string;
  correct: boolean;
  first_try: boolean;
  ms: number;
  at: Date;
}

export async function insertAttempt(db: Kysely<Database>, attempt: NewAttempt): Promise<void> {
  await db.insertInto('assignment_attempts').values(attempt).execute();
}

/** How many plays already had a right first try at this pair, by this student. */
export async function pairFirstTryPlays(db: Kysely<Database>, assignmentId: number, studentId: number, pairIndex: number): Promise<number> {
  const row = await db
    .selectFrom('assignment_pair_progress')
    .select('first_try_plays')
    .where('assignment_id', '=', assignmentId)
    .where('student_id', '=', studentId)
    .where('pair_index', '=', pairIndex)
    .executeTakeFirst();
  return row?.first_try_plays ?? 0;
}

export async function savePairProgress(
  db: Kysely<Database>,
  row: { assignment_id: number; student_id: number; pair_index: number; first_try_plays: number; wrong: number },
): Promise<void> {
  const { wrong, ...rest } = row;
  await db
    .insertInto('assignment_pair_progress')
    .values({ ...rest, wrong })
    .onConflict((oc) =>
      oc.columns(['assignment_id', 'student_id', 'pair_index']).doUpdateSet((eb) => ({
        first_try_plays: rest.first_try_plays,
        wrong: eb('assignment_pair_progress.wrong', '+', wrong),
      })),
    )
    .execute();
}
