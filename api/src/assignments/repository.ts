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

/** The progress rows on the given assignments (by the primary key's leading column: a lookup per assignment). */
export async function progressOfAssignments(db: Kysely<Database>, assignmentIds: readonly number[]): Promise<ProgressRow[]> {
  if (assignmentIds.length === 0) return [];
  const rows = await db.selectFrom('assignment_progress as p').select(progressColumns).where('p.assignment_id', 'in', assignmentIds).execute();
  return rows.map(toProgress);
}

/** A play started: the student's progress row is made on the first one. */
export async function addPlayStarted(db: Kysely<Database>, assignmentId: number, studentId: number, at: Date): Promise<void> {
  await db
    .insertInto('assignment_progress')
    .values({ assignment_id: assignmentId, student_id: studentId, plays_started: 1, last_activity_at: at })
    .onConflict((oc) => oc.columns(['assignment_id', 'student_id']).doUpdateSet((eb) => ({ plays_started: eb('assignment_progress.plays_started', '+', 1), last_activity_at: at })))
    .execute();
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

export async function insertPlay(
  db: Kysely<Database>,
  row: { assignment_id: number; student_id: number; state: StoredPlayState; started_at: Date; last_at: Date },
): Promise<number> {
  const { id } = await db.insertInto('assignment_plays').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export interface PlayRecord {
  id: number;
  assignment_id: number;
  student_id: number;
  state: StoredPlayState;
  last_at: Date;
  finished_at: Date | null;
  interrupted_at: Date | null;
}

const playColumns = ['id', 'assignment_id', 'student_id', 'state', 'last_at', 'finished_at', 'interrupted_at'] as const;

export function findPlay(db: Kysely<Database>, id: number): Promise<PlayRecord | undefined> {
  return db.selectFrom('assignment_plays').select(playColumns).where('id', '=', id).executeTakeFirst();
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

/** A play with its assignment and class, its row locked: one student's attempts at one play take turns. */
export type LockedPlay = PlayRecord & { assignment: AssignmentRecord };

export async function lockPlay(db: Kysely<Database>, playId: number): Promise<LockedPlay | undefined> {
  const row = await db
    .selectFrom('assignment_plays as p')
    .innerJoin('assignments as a', 'a.id', 'p.assignment_id')
    .innerJoin('classes as c', 'c.id', 'a.class_id')
    .select(playColumns.map((c) => `p.${c}` as const))
    .select([
      'a.class_id',
      'a.game_type',
      'a.builtin_game_id',
      'a.dictionary_id',
      'a.game_name',
      'a.pairs',
      'a.pair_count',
      'a.due_at',
      'a.goal_kind',
      'a.goal_number',
      'a.accept_late',
      'a.created_at',
      'a.reminder_sent_at',
      'c.teacher_id',
      'c.name as class_name',
      sql<boolean>`c.archived_at is not null`.as('class_archived'),
    ])
    .where('p.id', '=', playId)
    .forUpdate('p')
    .executeTakeFirst();
  if (!row) return undefined;
  const { id, assignment_id, student_id, state, last_at, finished_at, interrupted_at, ...rest } = row;
  return { id, assignment_id, student_id, state, last_at, finished_at, interrupted_at, assignment: { ...rest, id: assignment_id } };
}

export async function savePlayState(db: Kysely<Database>, id: number, state: StoredPlayState, at: Date, finished: boolean): Promise<void> {
  await db
    .updateTable('assignment_plays')
    .set({ state, last_at: at, finished_at: finished ? at : null })
    .where('id', '=', id)
    .execute();
}

export interface PairStep {
  correct: boolean;
  firstTry: boolean;
  /** 1 when this is a right first try that counts towards the goal. */
  countedFirstTry: number;
}

/** Adds one attempt to the student's figures on the pair; answers the pair's counted right-first-try plays after it. */
export async function addPairAttempt(db: Kysely<Database>, key: { assignment_id: number; student_id: number; pair_index: number }, step: PairStep): Promise<number> {
  const add = {
    attempts: 1,
    correct: step.correct ? 1 : 0,
    first_tries: step.firstTry ? 1 : 0,
    first_tries_right: step.firstTry && step.correct ? 1 : 0,
    first_try_plays: step.countedFirstTry,
    wrong: step.correct ? 0 : 1,
  };
  const row = await db
    .insertInto('assignment_pair_progress')
    .values({ ...key, ...add })
    .onConflict((oc) =>
      oc.columns(['assignment_id', 'student_id', 'pair_index']).doUpdateSet((eb) => ({
        attempts: eb('assignment_pair_progress.attempts', '+', add.attempts),
        correct: eb('assignment_pair_progress.correct', '+', add.correct),
        first_tries: eb('assignment_pair_progress.first_tries', '+', add.first_tries),
        first_tries_right: eb('assignment_pair_progress.first_tries_right', '+', add.first_tries_right),
        first_try_plays: eb('assignment_pair_progress.first_try_plays', '+', add.first_try_plays),
        wrong: eb('assignment_pair_progress.wrong', '+', add.wrong),
      })),
    )
    .returning('first_try_plays')
    .executeTakeFirstOrThrow();
  return row.first_try_plays;
}

/** A wrong attempt: one more time the student chose `chosen` for this pair. */
export async function addConfusion(db: Kysely<Database>, key: { assignment_id: number; student_id: number; pair_index: number }, chosen: string): Promise<void> {
  await db
    .insertInto('assignment_confusions')
    .values({ ...key, chosen, count: 1 })
    .onConflict((oc) => oc.columns(['assignment_id', 'student_id', 'pair_index', 'chosen']).doUpdateSet((eb) => ({ count: eb('assignment_confusions.count', '+', 1) })))
    .execute();
}

export interface ProgressStep {
  correct: number;
  ms: number;
  mastered: number;
  completed: number;
  at: Date;
}

/** Adds one attempt to the student's progress (increments, so attempts of two plays never lose one another's). */
export async function addProgressStep(db: Kysely<Database>, assignmentId: number, studentId: number, step: ProgressStep): Promise<ProgressRow> {
  const row = await db
    .updateTable('assignment_progress as p')
    .set((eb) => ({
      attempts: eb('p.attempts', '+', 1),
      correct: eb('p.correct', '+', step.correct),
      time_ms: sql<number>`p.time_ms + ${step.ms}`,
      mastered: eb('p.mastered', '+', step.mastered),
      plays_completed: eb('p.plays_completed', '+', step.completed),
      last_activity_at: step.at,
    }))
    .where('p.assignment_id', '=', assignmentId)
    .where('p.student_id', '=', studentId)
    .returning(progressColumns)
    .executeTakeFirstOrThrow();
  return toProgress(row);
}

export async function markGoalReached(db: Kysely<Database>, assignmentId: number, studentId: number, at: Date): Promise<void> {
  await db
    .updateTable('assignment_progress')
    .set({ goal_reached_at: at })
    .where('assignment_id', '=', assignmentId)
    .where('student_id', '=', studentId)
    .where('goal_reached_at', 'is', null)
    .execute();
}
