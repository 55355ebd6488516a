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

/** What a gradebook cell shows of a student's progress on an assignment: its status and figures. */
export type CellProgress = Pick<ProgressRow, 'assignment_id' | 'student_id' | 'attempts' | 'mastered' | 'plays_completed' | 'goal_reached_at'>;

/**
 * The progress rows on the given assignments (by the primary key's leading column: a lookup per assignment), with a
 * cell's columns only: a gradebook reads hundreds of rows on each open.
 */
export async function progressOfAssignments(db: Kysely<Database>, assignmentIds: readonly number[]): Promise<CellProgress[]> {
  if (assignmentIds.length === 0) return [];
  return db
    .selectFrom('assignment_progress as p')
    .select(['p.assignment_id', 'p.student_id', 'p.attempts', 'p.mastered', 'p.plays_completed', 'p.goal_reached_at'])
    .where('p.assignment_id', 'in', assignmentIds)
    .execute();
}

/**
 * Starts a play in one statement (data-modifying CTEs, atomic without a transaction): the student's plays left open
 * are interrupted (their attempts stay), the new play is stored, and the student's progress row counts it (made on
 * the first play). The open plays are written before the progress row, the order an attempt takes too.
 */
export async function startNewPlay(db: Kysely<Database>, play: { assignmentId: number; studentId: number; state: StoredPlayState; at: Date }): Promise<number> {
  const { assignmentId, studentId, state, at } = play;
  const { rows } = await sql<{ id: number }>`
    with interrupted as (
      update assignment_plays set interrupted_at = ${at}
      where assignment_id = ${assignmentId} and student_id = ${studentId} and finished_at is null and interrupted_at is null
    ), play as (
      insert into assignment_plays (assignment_id, student_id, state, started_at, last_at) values (${assignmentId}, ${studentId}, ${state}, ${at}, ${at})
      returning id
    ), progress as (
      insert into assignment_progress (assignment_id, student_id, plays_started, last_activity_at) values (${assignmentId}, ${studentId}, 1, ${at})
      on conflict (assignment_id, student_id) do update set plays_started = assignment_progress.plays_started + 1, last_activity_at = excluded.last_activity_at
    )
    select id from play`.execute(db);
  return rows[0]!.id;
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

/**
 * A play with its assignment and class, and what judging an attempt needs to know of the student's progress: the row,
 * and each pair's counted right-first-try plays. `version` is the play row's xmin (the transaction that last wrote
 * it): the attempt's write applies only while it is unchanged (writeAttempt), so no lock is held while it is judged.
 */
export type PlayForAttempt = PlayRecord & { version: string; assignment: AssignmentRecord; progress: ProgressRow; pairPlays: Map<number, number> };

export async function playForAttempt(db: Kysely<Database>, playId: number): Promise<PlayForAttempt | undefined> {
  const row = await db
    .selectFrom('assignment_plays as p')
    .innerJoin('assignments as a', 'a.id', 'p.assignment_id')
    .innerJoin('classes as c', 'c.id', 'a.class_id')
    .innerJoin('assignment_progress as g', (join) => join.onRef('g.assignment_id', '=', 'p.assignment_id').onRef('g.student_id', '=', 'p.student_id'))
    .select(playColumns.map((c) => `p.${c}` as const))
    .select([
      sql<string>`p.xmin::text`.as('version'),
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
      'g.plays_started',
      'g.plays_completed',
      'g.attempts',
      'g.correct',
      'g.time_ms',
      'g.mastered',
      'g.goal_reached_at',
      'g.last_activity_at',
      sql<string>`(select coalesce(json_agg(json_build_array(pp.pair_index, pp.first_try_plays))::text, '[]') from assignment_pair_progress pp
        where pp.assignment_id = p.assignment_id and pp.student_id = p.student_id)`.as('pair_plays'),
    ])
    .where('p.id', '=', playId)
    .executeTakeFirst();
  if (!row) return undefined;
  const { id, version, assignment_id, student_id, state, last_at, finished_at, interrupted_at, pair_plays, ...rest } = row;
  const { plays_started, plays_completed, attempts, correct, time_ms, mastered, goal_reached_at, last_activity_at, ...assignment } = rest;
  return {
    id,
    assignment_id,
    student_id,
    state,
    last_at,
    finished_at,
    interrupted_at,
    version,
    assignment: { ...assignment, id: assignment_id },
    progress: toProgress({ assignment_id, student_id, plays_started, plays_completed, attempts, correct, time_ms, mastered, goal_reached_at, last_activity_at }),
    pairPlays: new Map(JSON.parse(pair_plays) as Array<[number, number]>),
  };
}

/** The pairs matched right at their first try in a play (its completion screen says how many). */
export async function firstTryRightPairs(db: Kysely<Database>, playId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('assignment_attempts')
    .select('pair_index')
    .distinct()
    .where('play_id', '=', playId)
    .where('first_try', '=', true)
    .where('correct', '=', true)
    .execute();
  return rows.map((r) => r.pair_index);
}

/** Everything one judged attempt writes. */
export interface AttemptWrite {
  playId: number;
  /** The play row's version the attempt was judged on (PlayForAttempt's). */
  version: string;
  assignmentId: number;
  studentId: number;
  state: StoredPlayState;
  finished: boolean;
  pairIndex: number;
  item: string;
  chosen: string;
  correct: boolean;
  firstTry: boolean;
  ms: number;
  at: Date;
  /** 1 when this is a right first try that counts towards the goal. */
  countedFirstTry: number;
  /** What the attempt adds to the student's mastered pairs and completed plays. */
  mastered: number;
  completed: number;
  /** Set when this attempt reaches the goal. */
  goalReachedAt: Date | null;
}

/**
 * Writes a judged attempt in one statement (data-modifying CTEs), outside any transaction: the play's state, the
 * attempt, the student's figures on the pair, the counterpart chosen when wrong, and the student's progress, by
 * increments. Every part reads the play's update, which applies only to the version judged (still open): when another
 * request wrote the play meanwhile, nothing is written and false is returned, to judge again. One round trip, and no
 * row lock held across the judging, while a class of 40 plays the same assignment.
 */
export async function writeAttempt(db: Kysely<Database>, w: AttemptWrite): Promise<boolean> {
  const right = w.correct ? 1 : 0;
  const wrong = 1 - right;
  const firstTry = w.firstTry ? 1 : 0;
  const confusion = w.correct
    ? sql``
    : sql`, confusion as (
        insert into assignment_confusions (assignment_id, student_id, pair_index, chosen, count)
        select ${w.assignmentId}::int, ${w.studentId}::int, ${w.pairIndex}::smallint, ${w.chosen}::text, 1 from play
        on conflict (assignment_id, student_id, pair_index, chosen) do update set count = assignment_confusions.count + 1
      )`;
  const { rows } = await sql<{ written: number }>`
    with play as (
      update assignment_plays set state = ${w.state}, last_at = ${w.at}, finished_at = ${w.finished ? w.at : null}
      where id = ${w.playId} and xmin = cast(${w.version} as xid) and finished_at is null and interrupted_at is null
      returning id
    ), attempt as (
      insert into assignment_attempts (play_id, assignment_id, student_id, pair_index, item, chosen, correct, first_try, ms, at)
      select id, ${w.assignmentId}::int, ${w.studentId}::int, ${w.pairIndex}::smallint, ${w.item}::text, ${w.chosen}::text, ${w.correct}::boolean, ${w.firstTry}::boolean, ${w.ms}::int,
        ${w.at}::timestamptz from play
    ), pair as (
      insert into assignment_pair_progress (assignment_id, student_id, pair_index, attempts, correct, first_tries, first_tries_right, first_try_plays, wrong)
      select ${w.assignmentId}::int, ${w.studentId}::int, ${w.pairIndex}::smallint, 1, ${right}::int, ${firstTry}::int, ${firstTry * right}::int, ${w.countedFirstTry}::int, ${wrong}::int from play
      on conflict (assignment_id, student_id, pair_index) do update set
        attempts = assignment_pair_progress.attempts + 1,
        correct = assignment_pair_progress.correct + excluded.correct,
        first_tries = assignment_pair_progress.first_tries + excluded.first_tries,
        first_tries_right = assignment_pair_progress.first_tries_right + excluded.first_tries_right,
        first_try_plays = assignment_pair_progress.first_try_plays + excluded.first_try_plays,
        wrong = assignment_pair_progress.wrong + excluded.wrong
    )${confusion}, progress as (
      update assignment_progress set
        attempts = attempts + 1,
        correct = correct + ${right},
        time_ms = time_ms + ${w.ms},
        mastered = mastered + ${w.mastered},
        plays_completed = plays_completed + ${w.completed},
        goal_reached_at = coalesce(goal_reached_at, cast(${w.goalReachedAt} as timestamptz)),
        last_activity_at = ${w.at}
      where assignment_id = ${w.assignmentId} and student_id = ${w.studentId} and exists (select from play)
    )
    select count(*)::int as written from play`.execute(db);
  return rows[0]!.written > 0;
}
