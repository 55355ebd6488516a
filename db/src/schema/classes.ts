import type { ColumnType, Generated, Selectable } from 'kysely';
import type { CreatedAt, Defaulted, Id, Nullable, NullableTimestamp, Timestamp } from './columns.js';

export interface ClassesTable {
  id: Id;
  teacher_id: number;
  name: string;
  /** Unique; the room code alphabet and length. */
  code: string;
  archived_at: NullableTimestamp;
  created_at: CreatedAt;
}

export interface ClassMembersTable {
  class_id: number;
  user_id: number;
  joined_at: Timestamp;
  /** Set when the teacher removes the student or the student leaves; the row stays so their results stay. */
  removed_at: NullableTimestamp;
  /** Removed by the teacher (not left): the class code no longer lets them in, until the teacher adds them back. */
  removed_by_teacher: Defaulted<boolean>;
}

/** A jsonb column both drivers encode: written as the value, read back parsed. */
type Json<T> = ColumnType<T, T, T>;

export interface AssignmentsTable {
  id: Id;
  class_id: number;
  game_type: 'builtin' | 'saved';
  builtin_game_id: Nullable<string>;
  dictionary_id: Nullable<number>;
  game_name: string;
  /** The assignment's pairs, fixed when it was set: [left, right][]. */
  pairs: Json<Array<[string, string]>>;
  pair_count: number;
  due_at: Timestamp;
  goal_kind: 'mastery' | 'plays';
  goal_number: number;
  accept_late: Defaulted<boolean>;
  created_at: CreatedAt;
  reminder_sent_at: NullableTimestamp;
}

/** A play's state (PlayState of shared): field order, matched items, pairs tried. */
export interface StoredPlayState {
  items: string[];
  initialPairs: number;
  matched: string[];
  tried: number[];
}

export interface AssignmentPlaysTable {
  id: Id;
  assignment_id: number;
  student_id: number;
  state: Json<StoredPlayState>;
  started_at: Timestamp;
  /** The play's last attempt (or its start): the next attempt's time is measured from it. */
  last_at: Timestamp;
  finished_at: NullableTimestamp;
  /** Set when the student starts another play while this one was open: its attempts stay. */
  interrupted_at: NullableTimestamp;
}

export interface AssignmentAttemptsTable {
  /** bigint: read as a string by the drivers; nothing reads it. */
  id: Generated<string>;
  play_id: number;
  assignment_id: number;
  student_id: number;
  pair_index: number;
  item: string;
  chosen: string;
  correct: boolean;
  first_try: boolean;
  ms: number;
  at: Timestamp;
}

export interface AssignmentProgressTable {
  assignment_id: number;
  student_id: number;
  plays_started: Defaulted<number>;
  plays_completed: Defaulted<number>;
  attempts: Defaulted<number>;
  correct: Defaulted<number>;
  /** bigint: the drivers may read it as a string; readers convert with Number(). */
  time_ms: ColumnType<string | number, number | undefined, number>;
  mastered: Defaulted<number>;
  goal_reached_at: NullableTimestamp;
  last_activity_at: NullableTimestamp;
}

export interface AssignmentPairProgressTable {
  assignment_id: number;
  student_id: number;
  pair_index: number;
  attempts: Defaulted<number>;
  correct: Defaulted<number>;
  first_tries: Defaulted<number>;
  first_tries_right: Defaulted<number>;
  /** Right first tries that count towards the goal. */
  first_try_plays: Defaulted<number>;
  wrong: Defaulted<number>;
}

export interface AssignmentConfusionsTable {
  assignment_id: number;
  student_id: number;
  pair_index: number;
  chosen: string;
  count: number;
}

export type ClassRow = Selectable<ClassesTable>;
export type AssignmentRow = Selectable<AssignmentsTable>;
export type AssignmentPlayRow = Selectable<AssignmentPlaysTable>;
