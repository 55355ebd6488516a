import { randomBytes } from 'node:crypto';
import { isUniqueViolation, type Database, type Kysely } from '@matchdrop/db';
import {
  ASSIGNMENT_PAIRS_MAX,
  ASSIGNMENT_PAIRS_MIN,
  assignmentPairs,
  createRng,
  findBuiltinGame,
  generateRoomCode,
  maxSelectablePairs,
  type AssignmentView,
  type ClassDetailAnswer,
  type ClassListAnswer,
  type ClassView,
  type GameData,
  type Gradebook,
} from '@matchdrop/shared';
import type { z } from 'zod';
import { HttpError } from '../http/http-error.js';
import { findGame } from '../games/repository.js';
import { insertNotification } from '../notifications/repository.js';
import { assignmentsOfClass, insertAssignment, latestAssignmentsOfClass, progressOfAssignments, type NewAssignment } from '../assignments/repository.js';
import { progressOf, statusOf, toAssignmentView } from '../assignments/views.js';
import type { createAssignmentSchema } from '@matchdrop/shared';
import {
  activeMemberIds,
  archiveClass,
  classesJoinedBy,
  classesTaughtBy,
  everyMember,
  findClass,
  findClassByCode,
  findMembership,
  insertClass,
  markRemoved,
  readmit,
  removedByTeacher,
  roster,
  upsertMember,
  type ClassRecord,
} from './repository.js';
import { toClassView } from './views.js';

const CODE_TRIES = 10;
const REMOVED_BY_TEACHER = 'Your teacher removed you from this class. Ask them to add you back.';
/** The most assignments a gradebook shows: the latest ones. */
const GRADEBOOK_ASSIGNMENTS_MAX = 50;

const fieldError = (field: string, message: string): HttpError => new HttpError(400, 'invalid_input', message, { field });

/** The class, or 404. */
async function existingClass(db: Kysely<Database>, classId: number): Promise<ClassRecord> {
  const found = await findClass(db, classId);
  if (!found) throw new HttpError(404, 'class_not_found', 'Class not found');
  return found;
}

/** The class, when `userId` teaches it: 404 unknown, 403 someone else's. */
async function taughtClass(db: Kysely<Database>, classId: number, userId: number): Promise<ClassRecord> {
  const found = await existingClass(db, classId);
  if (found.teacher_id !== userId) throw new HttpError(403, 'teacher_only', 'Only the teacher of this class can do this');
  return found;
}

/** A new class with a fresh code (the room code alphabet, drawn from a CSPRNG-seeded generator; a taken code is drawn again). */
export async function createClass(db: Kysely<Database>, teacherId: number, name: string, now: Date): Promise<number> {
  const rng = createRng(randomBytes(16).toString('hex'));
  for (let attempt = 0; attempt < CODE_TRIES; attempt++) {
    try {
      return await insertClass(db, { teacher_id: teacherId, name, code: generateRoomCode(rng), created_at: now });
    } catch (err) {
      if (!isUniqueViolation(err, 'classes_code_key')) throw err;
    }
  }
  throw new Error('Could not find a free class code');
}

export async function classView(db: Kysely<Database>, classId: number, publicUrl: string): Promise<ClassView> {
  return toClassView(await existingClass(db, classId), publicUrl);
}

export async function listClasses(db: Kysely<Database>, userId: number, publicUrl: string): Promise<ClassListAnswer> {
  const [teaching, member] = await Promise.all([classesTaughtBy(db, userId), classesJoinedBy(db, userId)]);
  return { teaching: teaching.map((c) => toClassView(c, publicUrl)), member: member.map((c) => toClassView(c, publicUrl)) };
}

/** The teacher sees the roster; a current member sees the class and its assignments; anyone else is refused. */
export async function classDetail(db: Kysely<Database>, classId: number, userId: number, publicUrl: string): Promise<ClassDetailAnswer> {
  const found = await existingClass(db, classId);
  const assignments = (await assignmentsOfClass(db, classId)).map(toAssignmentView);
  if (found.teacher_id === userId) {
    const students = (await roster(db, classId)).map((s) => ({
      id: s.id,
      username: s.username,
      joinedAt: s.joined_at.toISOString(),
      lastActiveAt: s.last_active_at?.toISOString() ?? null,
    }));
    const removed = (await removedByTeacher(db, classId)).map((s) => ({ id: s.id, username: s.username, removedAt: s.removed_at.toISOString() }));
    return { class: toClassView(found, publicUrl), students, removed, assignments };
  }
  const membership = await findMembership(db, classId, userId);
  if (!membership || membership.removed_at !== null) throw new HttpError(403, 'not_class_member', 'You are not a member of this class');
  return { class: toClassView(found, publicUrl), assignments };
}

/**
 * Joins by code: 404 unknown, 409 archived or the user's own class. Joining again is fine after leaving; a student
 * the teacher removed is refused (403) until the teacher adds them back, or the code would undo every removal.
 */
export async function joinClass(db: Kysely<Database>, code: string, userId: number, now: Date): Promise<ClassRecord> {
  const found = await findClassByCode(db, code);
  if (!found) throw new HttpError(404, 'class_code_not_found', 'No class has this code');
  if (found.archived_at !== null) throw new HttpError(409, 'class_archived', 'This class is archived');
  if (found.teacher_id === userId) throw new HttpError(409, 'own_class', 'You teach this class');
  if (!(await upsertMember(db, found.id, userId, now))) throw new HttpError(403, 'removed_by_teacher', REMOVED_BY_TEACHER);
  return found;
}

export async function archive(db: Kysely<Database>, classId: number, userId: number, now: Date): Promise<void> {
  await taughtClass(db, classId, userId);
  await archiveClass(db, classId, now);
}

/**
 * The teacher removes a student, or a student leaves. The membership row stays (removed_at): results stay in the
 * reports. Answers the teacher's id (their open class page is told).
 */
export async function removeStudent(db: Kysely<Database>, classId: number, studentId: number, userId: number, now: Date): Promise<number> {
  const found = await existingClass(db, classId);
  if (found.teacher_id !== userId && studentId !== userId) throw new HttpError(403, 'teacher_only', 'Only the teacher can remove a student');
  if (!(await markRemoved(db, classId, studentId, now, studentId !== userId))) throw new HttpError(404, 'student_not_in_class', 'This student is not in the class');
  return found.teacher_id;
}

/** The teacher adds back a student they removed (or one who left): 404 for someone never in the class or in it now. */
export async function readmitStudent(db: Kysely<Database>, classId: number, studentId: number, userId: number): Promise<void> {
  const found = await taughtClass(db, classId, userId);
  if (found.archived_at !== null) throw new HttpError(409, 'class_archived', 'This class is archived');
  if (!(await readmit(db, classId, studentId))) throw new HttpError(404, 'student_not_removed', 'This student was not removed from the class');
}

type AssignmentInput = z.output<typeof createAssignmentSchema>;

interface ResolvedGame {
  data: GameData;
  name: string;
  builtinId: string | null;
  savedId: number | null;
}

/** The assigned game: a built-in one, the teacher's own, or anyone's public game (400 naming gameId otherwise). */
async function resolveGame(db: Kysely<Database>, input: AssignmentInput, teacherId: number): Promise<ResolvedGame> {
  if (input.gameType === 'builtin') {
    const game = typeof input.gameId === 'string' ? findBuiltinGame(input.gameId) : undefined;
    if (!game) throw fieldError('gameId', 'gameId: unknown built-in game');
    return { data: game.data, name: game.name, builtinId: game.id, savedId: null };
  }
  const game = typeof input.gameId === 'number' ? await findGame(db, input.gameId) : undefined;
  if (!game) throw fieldError('gameId', 'gameId: unknown saved game');
  if (!game.is_public && game.owner_id !== teacherId) throw fieldError('gameId', 'gameId: this game is private to another user');
  return { data: game.data, name: game.name, builtinId: null, savedId: game.id };
}

/**
 * Sets an assignment and tells each current member (a notification, and their open tabs at once). The pairs are
 * drawn now and kept: pairCount defaults to all the game can deal up to ASSIGNMENT_PAIRS_MAX.
 */
export async function createAssignment(
  db: Kysely<Database>,
  classId: number,
  teacher: { id: number; username: string },
  input: AssignmentInput,
  now: Date,
): Promise<{ assignment: AssignmentView; notified: number[] }> {
  const found = await taughtClass(db, classId, teacher.id);
  if (found.archived_at !== null) throw new HttpError(409, 'class_archived', 'This class is archived');
  const dueAt = new Date(input.dueAt);
  if (dueAt.getTime() <= now.getTime()) throw fieldError('dueAt', 'dueAt must be in the future');
  const game = await resolveGame(db, input, teacher.id);
  const max = Math.min(maxSelectablePairs(game.data), ASSIGNMENT_PAIRS_MAX);
  if (max < ASSIGNMENT_PAIRS_MIN) throw fieldError('gameId', `gameId: the game must have at least ${ASSIGNMENT_PAIRS_MIN} pairs`);
  const pairCount = input.pairCount ?? max;
  if (pairCount > max) throw fieldError('pairCount', `pairCount must be at most ${max} for this game`);
  const pairs = assignmentPairs(game.data, pairCount, createRng(randomBytes(16).toString('hex')));
  const row: NewAssignment = {
    class_id: classId,
    game_type: input.gameType,
    builtin_game_id: game.builtinId,
    dictionary_id: game.savedId,
    game_name: game.name,
    pairs: pairs.map(([a, b]) => [a, b]),
    pair_count: pairs.length,
    due_at: dueAt,
    goal_kind: input.goal.kind,
    goal_number: input.goal.kind === 'mastery' ? input.goal.times : input.goal.count,
    accept_late: input.acceptLate,
    created_at: now,
  };
  return db.transaction().execute(async (trx) => {
    const saved = await insertAssignment(trx, row);
    const students = await activeMemberIds(trx, classId);
    for (const studentId of students) {
      await insertNotification(trx, {
        user_id: studentId,
        type: 'assignment_set',
        title: 'New assignment',
        message: `${teacher.username} set "${game.name}" for ${found.name}, due ${dueAt.toISOString()}`,
        related_id: saved.id,
        from_user_id: teacher.id,
        created_at: now,
      });
    }
    return { assignment: toAssignmentView(saved), notified: students };
  });
}

/** One line per student (removed ones kept, marked) and one cell per assignment: the latest GRADEBOOK_ASSIGNMENTS_MAX. */
export async function gradebook(db: Kysely<Database>, classId: number, userId: number, publicUrl: string, now: Date): Promise<Gradebook> {
  const found = await taughtClass(db, classId, userId);
  const [assignments, members] = await Promise.all([latestAssignmentsOfClass(db, classId, GRADEBOOK_ASSIGNMENTS_MAX), everyMember(db, classId)]);
  const progress = await progressOfAssignments(
    db,
    assignments.map((a) => a.id),
  );
  const byKey = new Map(progress.map((p) => [`${p.assignment_id}:${p.student_id}`, p]));
  return {
    class: toClassView(found, publicUrl),
    assignments: assignments.map(toAssignmentView),
    students: members.map((m) => ({
      id: m.id,
      username: m.username,
      removed: m.removed,
      cells: assignments.map((a) => {
        const p = byKey.get(`${a.id}:${m.id}`);
        return { status: statusOf(a, p, now), ...progressOf(a, p) };
      }),
    })),
  };
}
