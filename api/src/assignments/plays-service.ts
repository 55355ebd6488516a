import { randomBytes } from 'node:crypto';
import type { Database, Kysely } from '@matchdrop/db';
import {
  countsTowardsGoal,
  createRng,
  dealPlay,
  isGoalReached,
  judgePlayAttempt,
  playsToMaster,
  progressAfterAttempt,
  type AssignmentGoal,
  type AttemptAnswer,
  type FinishedPlay,
  type Pair,
  type PlayView,
} from '@matchdrop/shared';
import { HttpError } from '../http/http-error.js';
import { findMembership } from '../classes/repository.js';
import { queueMissedPairs } from '../review/service.js';
import { savedGameKey, type PlayedGame } from '../games/game-ref.js';
import {
  findAssignment,
  findPlay,
  firstTryRightPairs,
  playForAttempt,
  startNewPlay,
  writeAttempt,
  type AssignmentRecord,
  type AttemptWrite,
  type PlayRecord,
} from './repository.js';
import { goalOf, pairsOf, progressOf, statusOf } from './views.js';
import { itemLanguagesOf } from './item-languages.js';

/**
 * Plays of an assignment, judged by the server: a play is dealt here and only its items in field order leave the
 * server; each attempt is judged against the assignment's pairs, timed by the server's clock and stored, and the
 * student's progress moves on in the same statement. An attempt reads its play (with the student's progress) and
 * writes everything in one statement that applies only if the play is as it was read (its row version) and still
 * open: one play's attempts take effect one after another as if they had taken turns, a play interrupted by a newer
 * one takes no more, and no lock or transaction spans the judging. An attempt that lost the race is judged again on
 * the play as it now stands (ATTEMPT_TRIES). Two statements per attempt (three with the missed pair queued for review,
 * in one transaction with the write), so a class of 40 playing at once costs the database little.
 */

/** An attempt's time is counted up to this: a tab left open overnight is not hours of practice. */
const ATTEMPT_MS_MAX = 5 * 60_000;

/** Judgings of one attempt while other requests keep changing its play (only a student's own requests can). */
const ATTEMPT_TRIES = 3;

const toPlayView = (play: PlayRecord): PlayView => ({
  id: play.id,
  assignmentId: play.assignment_id,
  items: play.state.items,
  initialPairs: play.state.initialPairs,
  matched: play.state.matched,
});

/** A play's view with its items' languages, only when the game has them (R-PIC-20). */
const withItemLanguages = (view: PlayView, itemLanguages: string[] | undefined): PlayView => (itemLanguages ? { ...view, itemLanguages } : view);

async function playableAssignment(db: Kysely<Database>, assignmentId: number, studentId: number): Promise<AssignmentRecord> {
  const assignment = await findAssignment(db, assignmentId);
  if (!assignment) throw new HttpError(404, 'assignment_not_found', 'Assignment not found');
  const membership = await findMembership(db, assignment.class_id, studentId);
  if (!membership || membership.removed_at !== null) throw new HttpError(403, 'not_class_member', 'You are not a member of this class');
  if (assignment.class_archived) throw new HttpError(409, 'class_archived', 'This class is archived');
  return assignment;
}

/** Starts a play (a play left open is interrupted: its attempts stay and count). Refused after the due date unless late work is accepted. */
export async function startPlay(db: Kysely<Database>, assignmentId: number, studentId: number, now: Date): Promise<PlayView> {
  const assignment = await playableAssignment(db, assignmentId, studentId);
  if (!countsTowardsGoal(now.getTime(), assignment.due_at.getTime(), assignment.accept_late))
    throw new HttpError(409, 'past_due', 'The due date has passed and late work is not accepted');
  const state = dealPlay(pairsOf(assignment), createRng(randomBytes(16).toString('hex')));
  const id = await startNewPlay(db, { assignmentId, studentId, state, at: now });
  return withItemLanguages({ id, assignmentId, items: state.items, initialPairs: state.initialPairs, matched: [] }, await itemLanguagesOf(db, assignment, state.items));
}

/** The student's own play, as it stands (to continue it after a reload). */
export async function ownPlay(db: Kysely<Database>, playId: number, studentId: number): Promise<PlayView> {
  const play = await findPlay(db, playId);
  if (!play || play.student_id !== studentId) throw new HttpError(404, 'play_not_found', 'Play not found');
  const assignment = await findAssignment(db, play.assignment_id);
  const view = toPlayView(play);
  return assignment ? withItemLanguages(view, await itemLanguagesOf(db, assignment, view.items)) : view;
}

function playedGame(assignment: AssignmentRecord): PlayedGame | null {
  const base = { name: assignment.game_name, data: {} };
  if (assignment.dictionary_id !== null) return { ...base, key: savedGameKey(assignment.dictionary_id), savedGameId: assignment.dictionary_id, builtinGameId: null };
  if (assignment.builtin_game_id !== null) return { ...base, key: `b:${assignment.builtin_game_id}`, savedGameId: null, builtinGameId: assignment.builtin_game_id };
  return null; // the saved game was deleted: nothing to review it against
}

function checkOpen<P extends PlayRecord>(play: P | undefined, studentId: number): P {
  if (!play || play.student_id !== studentId) throw new HttpError(404, 'play_not_found', 'Play not found');
  if (play.finished_at !== null) throw new HttpError(409, 'play_finished', 'This play is finished');
  if (play.interrupted_at !== null) throw new HttpError(409, 'play_superseded', 'This play was left for a newer one');
  return play;
}

type RecordedAttempt = AttemptAnswer & { teacherId: number; assignmentId: number };

/** A finished play's figures from its stored attempts; `pairPlays` as they stand after its last attempt. */
async function finishedPlayFigures(db: Kysely<Database>, playId: number, goal: AssignmentGoal, pairPlays: ReadonlyMap<number, number>): Promise<FinishedPlay> {
  const rightFirst = await firstTryRightPairs(db, playId);
  return { firstTryRight: rightFirst.length, playsToMaster: playsToMaster(goal, pairPlays, rightFirst) };
}

/** Judges item1 dropped onto item2 in the student's play, stores the attempt and moves the student's progress on. */
export async function recordAttempt(db: Kysely<Database>, playId: number, studentId: number, item1: string, item2: string, now: Date): Promise<RecordedAttempt> {
  for (let tries = 1; ; tries++) {
    const recorded = await tryAttempt(db, playId, studentId, item1, item2, now);
    if (recorded) return recorded;
    if (tries === ATTEMPT_TRIES) throw new HttpError(409, 'play_busy', 'This play changed while the attempt was judged. Try again.');
  }
}

/** One judging: undefined when the play changed between reading and writing (nothing written). */
async function tryAttempt(db: Kysely<Database>, playId: number, studentId: number, item1: string, item2: string, now: Date): Promise<RecordedAttempt | undefined> {
  const play = checkOpen(await playForAttempt(db, playId), studentId);
  const { assignment } = play;
  const pairs = pairsOf(assignment);
  const goal = goalOf(assignment);
  const judged = judgePlayAttempt(pairs, play.state, item1, item2);
  if (!judged.ok) throw new HttpError(400, 'invalid_attempt', judged.error);
  const ms = Math.min(ATTEMPT_MS_MAX, Math.max(0, now.getTime() - play.last_at.getTime()));
  const counts = countsTowardsGoal(now.getTime(), assignment.due_at.getTime(), assignment.accept_late);
  const before = progressOf(assignment, play.progress);
  // The rule of shared: what this attempt adds to the mastered pairs and the completed plays (nothing past the due date without late work).
  const after = counts
    ? progressAfterAttempt(goal, before, {
        correct: judged.correct,
        firstTry: judged.firstTry,
        finishedPlay: judged.finished,
        pairPlays: play.pairPlays.get(judged.pairIndex) ?? 0,
      }).progress
    : before;
  const goalReachedAt = play.progress.goal_reached_at ?? (counts && isGoalReached(goal, after) ? now : null);
  const write: AttemptWrite = {
    playId,
    version: play.version,
    assignmentId: assignment.id,
    studentId,
    state: judged.state,
    finished: judged.finished,
    pairIndex: judged.pairIndex,
    item: item1,
    chosen: judged.chosen,
    correct: judged.correct,
    firstTry: judged.firstTry,
    ms,
    at: now,
    countedFirstTry: counts && judged.correct && judged.firstTry ? 1 : 0,
    mastered: after.mastered - before.mastered,
    completed: after.plays - before.plays,
    goalReachedAt: play.progress.goal_reached_at === null ? goalReachedAt : null,
  };
  // A pair missed at its first try in a play comes back in the student's review queue (as free play's missed pairs
  // do), in the attempt's transaction: stored together or not at all.
  const game = !judged.correct && judged.firstTry ? playedGame(assignment) : null;
  const written = game
    ? await db.transaction().execute(async (trx) => {
        if (!(await writeAttempt(trx, write))) return false;
        await queueMissedPairs(trx, studentId, game, [pairs[judged.pairIndex] as Pair], now);
        return true;
      })
    : await writeAttempt(db, write);
  if (!written) return undefined;
  const progress = { ...play.progress, attempts: play.progress.attempts + 1, goal_reached_at: goalReachedAt };
  const pairPlays = new Map(play.pairPlays).set(judged.pairIndex, (play.pairPlays.get(judged.pairIndex) ?? 0) + write.countedFirstTry);
  return {
    correct: judged.correct,
    matchedPairs: judged.state.matched.length / 2,
    pairCount: pairs.length,
    finished: judged.finished,
    progress: after,
    status: statusOf(assignment, progress, now),
    finishedPlay: judged.finished ? await finishedPlayFigures(db, playId, goal, pairPlays) : null,
    teacherId: assignment.teacher_id,
    assignmentId: assignment.id,
  };
}
