import { z } from 'zod';
import { ROOM_CODE_ALPHABET, ROOM_CODE_LENGTH } from '../constants.js';
import { nonEmptyTrimmedSchema } from '../validation.js';

/**
 * The classes and assignments REST contract (JSON; errors `{ error }` with a 4xx status, and `field` naming the
 * body field for a 400 of bad input; every call needs a login, and the writes a non-suspended account):
 *
 * - `POST /api/classes` CreateClassRequest → 201 { class: ClassView }
 * - `GET /api/classes` → ClassListAnswer: the classes the user teaches and those they are a member of
 * - `GET /api/classes/{id}` → ClassDetailAnswer (teacher: with the roster; member: without it; others 404)
 * - `POST /api/classes/join` JoinClassRequest → { class: ClassView } (404 unknown code, 409 archived, 403 removed by
 *   the teacher: a student who left may rejoin, one the teacher removed only once added back)
 * - `POST /api/classes/{id}/archive` (teacher) → { class: ClassView }
 * - `DELETE /api/classes/{id}/students/{userId}` (teacher, or the student themself leaving) → 204
 * - `PUT /api/classes/{id}/students/{userId}` (teacher) → 204: adds back a removed student (R-CLASS-2); 404 if not removed
 * - `POST /api/classes/{id}/assignments` CreateAssignmentRequest (teacher; 403 otherwise) → 201 { assignment: AssignmentView }
 * - `GET /api/classes/{id}/gradebook` (teacher) → Gradebook; `GET /api/classes/{id}/gradebook.csv` → text/csv
 * - `GET /api/assignments/mine` → { assignments: MyAssignment[] }, due soonest first
 * - `GET /api/assignments/{id}/report` (teacher) → AssignmentReport; `…/report.csv` (one line per student) and
 *   `…/report-pairs.csv` (one line per student and pair) → text/csv
 * - `POST /api/assignments/{id}/plays` (a member) → 201 { play: PlayView }: the items in the order they enter the field,
 *   never the pairs (the server judges)
 * - `GET /api/assignment-plays/{playId}` (the play's student) → { play: PlayView } as it stands (Continue after a reload)
 * - `POST /api/assignment-plays/{playId}/attempts` AttemptRequest (the play's student) → AttemptAnswer; 400 items not on
 *   the field, 409 a finished or interrupted play, 429 past 300 attempts a minute on one account
 * A suspended account may read but not write (403, as elsewhere); a student may still leave a class.
 */

export const CLASS_NAME_MAX = 80;
export const ASSIGNMENT_PAIRS_MIN = 3;
/** The most pairs one play deals (the field's limit, as in free play's default). */
export const ASSIGNMENT_PAIRS_MAX = 20;
export const MASTERY_TIMES_MIN = 1;
export const MASTERY_TIMES_MAX = 5;
export const MASTERY_TIMES_DEFAULT = 2;
export const PLAYS_GOAL_MIN = 1;
export const PLAYS_GOAL_MAX = 20;

const classCodePattern = new RegExp(`^[${ROOM_CODE_ALPHABET}]*$`);

/** A class code: the room code alphabet and length, typed in any case. */
export const classCodeSchema = z
  .string({ error: 'Please enter a class code' })
  .trim()
  .toUpperCase()
  .length(ROOM_CODE_LENGTH, `Class code must be ${ROOM_CODE_LENGTH} characters`)
  .regex(classCodePattern, 'Class code can only contain letters and digits other than 0, O, 1, I and L');

export const createClassSchema = z.object({
  name: nonEmptyTrimmedSchema('Class name is required').max(CLASS_NAME_MAX, `Class name must be at most ${CLASS_NAME_MAX} characters`),
});
export type CreateClassRequest = z.input<typeof createClassSchema>;

export const joinClassSchema = z.object({ code: classCodeSchema });
export type JoinClassRequest = z.input<typeof joinClassSchema>;

const wholeNumber = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);

export const assignmentGoalSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('mastery'), times: wholeNumber('goal.times', MASTERY_TIMES_MIN, MASTERY_TIMES_MAX).default(MASTERY_TIMES_DEFAULT) }),
    z.object({ kind: z.literal('plays'), count: wholeNumber('goal.count', PLAYS_GOAL_MIN, PLAYS_GOAL_MAX) }),
  ],
  { error: "goal.kind must be 'mastery' or 'plays'" },
);
export type AssignmentGoal = z.output<typeof assignmentGoalSchema>;

/** ISO 8601 with an explicit offset (or Z): the teacher's time zone travels with the date. */
export const dueAtSchema = z.iso.datetime({ offset: true, error: 'dueAt must be an ISO 8601 date and time with its offset' });

export const createAssignmentSchema = z.object({
  gameType: z.enum(['builtin', 'saved'], { error: "gameType must be 'builtin' or 'saved'" }),
  gameId: z.union([z.number().int().positive(), z.string().min(1).max(100)], { error: 'gameId must be a game id' }),
  /** Omitted: all the game's pairs, up to ASSIGNMENT_PAIRS_MAX. */
  pairCount: wholeNumber('pairCount', ASSIGNMENT_PAIRS_MIN, ASSIGNMENT_PAIRS_MAX).optional(),
  dueAt: dueAtSchema,
  goal: assignmentGoalSchema,
  acceptLate: z.boolean({ error: 'acceptLate must be true or false' }).default(false),
});
export type CreateAssignmentRequest = z.input<typeof createAssignmentSchema>;

export const attemptSchema = z.object({
  item1: z.string({ error: 'item1 must be an item' }).min(1).max(500),
  item2: z.string({ error: 'item2 must be an item' }).min(1).max(500),
});
export type AttemptRequest = z.input<typeof attemptSchema>;

export interface ClassView {
  id: number;
  code: string;
  name: string;
  /** The page a student opens to join: `<public url>/c/<code>`. */
  joinUrl: string;
  archived: boolean;
  teacher: string;
  createdAt: string;
}

export interface ClassListAnswer {
  teaching: ClassView[];
  member: ClassView[];
}

export interface RosterStudent {
  id: number;
  username: string;
  joinedAt: string;
  /** The student's last attempt on an assignment of the class; null before any. */
  lastActiveAt: string | null;
}

export interface RemovedStudent {
  id: number;
  username: string;
  removedAt: string;
}

export type GameType = 'builtin' | 'saved';

export interface AssignmentView {
  id: number;
  classId: number;
  gameType: GameType;
  gameId: string | number;
  gameName: string;
  pairCount: number;
  dueAt: string;
  goal: AssignmentGoal;
  acceptLate: boolean;
  createdAt: string;
}

export interface ClassDetailAnswer {
  class: ClassView;
  /** Only for the teacher. */
  students?: RosterStudent[];
  /** Only for the teacher: the students they removed, whom only they can add back (the code no longer lets them in). */
  removed?: RemovedStudent[];
  assignments: AssignmentView[];
}

export type AssignmentStatus = 'not_started' | 'in_progress' | 'goal_reached' | 'late' | 'missing';

export interface GoalProgress {
  /** Pairs matched right at the first try in `goal.times` different plays. */
  mastered: number;
  /** The assignment's pairs. */
  total: number;
  /** Completed plays (every pair matched). */
  plays: number;
}

export interface MyAssignment {
  id: number;
  classId: number;
  className: string;
  gameName: string;
  dueAt: string;
  goal: AssignmentGoal;
  acceptLate: boolean;
  progress: GoalProgress;
  status: AssignmentStatus;
  /** A play started and not finished: the dashboard says Continue. */
  openPlayId: number | null;
}

export interface PlayView {
  id: number;
  assignmentId: number;
  /** Both items of every pair, in the order they enter the field: the first `initialPairs` × 2 at once, two more per match. */
  items: string[];
  initialPairs: number;
  /** Items already matched (a resumed play). */
  matched: string[];
  /** The language to speak each of `items` in (R-PIC-20), when the game has side languages. */
  itemLanguages?: string[];
}

export interface AttemptAnswer {
  correct: boolean;
  /** Pairs matched in this play so far, and the play's pair count. */
  matchedPairs: number;
  pairCount: number;
  /** Every pair matched: the play is complete. */
  finished: boolean;
  progress: GoalProgress;
  status: AssignmentStatus;
  /** The play's own figures once it is finished (null before): what the completion screen tells the student. */
  finishedPlay: FinishedPlay | null;
}

/** What a finished play achieved, judged by the server. */
export interface FinishedPlay {
  /** Pairs matched right at their first try in this play. */
  firstTryRight: number;
  /** The further plays, each right at the first try, those pairs still need to be mastered (0: mastered; a plays goal: 0). */
  playsToMaster: number;
}

export interface ReportStudent {
  id: number;
  username: string;
  /** Removed from the class (or left): their results stay, marked. */
  removed: boolean;
  status: AssignmentStatus;
  plays: number;
  mastered: number;
  total: number;
  attempts: number;
  /** Percentage of right attempts, one decimal; 0 before any attempt. */
  accuracy: number;
  /** Time spent: the sum of the time each attempt took, in milliseconds. */
  timeMs: number;
  lastActivityAt: string | null;
}

export interface Confusion {
  item: string;
  count: number;
}

export interface ReportPair {
  left: string;
  right: string;
  attempts: number;
  accuracy: number;
  /** Percentage of the plays that reached this pair in which it was matched at the first try. */
  firstTryRate: number;
  /** Median milliseconds to a right match; null before any. */
  medianMs: number | null;
  /** The counterpart most often chosen instead, with how often. */
  confusedWith: Confusion | null;
}

export interface NeedsHelp {
  students: Array<{ id: number; username: string; mastered: number; total: number; plays: number; status: AssignmentStatus }>;
  pairs: Array<{ left: string; right: string; students: number }>;
}

export interface AssignmentReport {
  assignment: AssignmentView;
  students: ReportStudent[];
  pairs: ReportPair[];
  needsHelp: NeedsHelp;
}

export interface GradebookCell {
  status: AssignmentStatus;
  mastered: number;
  total: number;
  plays: number;
}

export interface Gradebook {
  class: ClassView;
  assignments: AssignmentView[];
  students: Array<{ id: number; username: string; removed: boolean; cells: GradebookCell[] }>;
}
