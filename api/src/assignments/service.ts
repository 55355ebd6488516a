import type { Database, Kysely } from '@matchdrop/db';
import {
  masteryTimes,
  pairReport,
  pairsNeedingHelp,
  reportPairsCsv,
  reportStudentsCsv,
  confusions,
  studentsNeedingHelp,
  accuracyPercent,
  type AssignmentReport,
  type MyAssignment,
  type ReportStudent,
  type StudentPairLine,
} from '@matchdrop/shared';
import { HttpError } from '../http/http-error.js';
import { everyMember } from '../classes/repository.js';
import { chosenCounts, pairFigures, stillMissing, studentChosenCounts, studentPairFigures } from './report-repository.js';
import { assignmentsOfStudent, findAssignment, progressOfAssignment, progressOfStudent, type AssignmentRecord } from './repository.js';
import { goalOf, pairsOf, progressOf, statusOf, toAssignmentView } from './views.js';

/** The assignment, when `userId` teaches its class: 404 unknown, 403 anyone else (a student of this or another class). */
async function taughtAssignment(db: Kysely<Database>, assignmentId: number, userId: number): Promise<AssignmentRecord> {
  const found = await findAssignment(db, assignmentId);
  if (!found) throw new HttpError(404, 'assignment_not_found', 'Assignment not found');
  if (found.teacher_id !== userId) throw new HttpError(403, 'teacher_only', 'Only the teacher of this class can see its report');
  return found;
}

/** The student's assignments, due soonest first, each with its goal, progress and status. */
export async function myAssignments(db: Kysely<Database>, userId: number, now: Date): Promise<MyAssignment[]> {
  const rows = await assignmentsOfStudent(db, userId);
  const progress = new Map(
    (
      await progressOfStudent(
        db,
        userId,
        rows.map((r) => r.id),
      )
    ).map((p) => [p.assignment_id, p]),
  );
  return rows.map((row) => {
    const p = progress.get(row.id);
    return {
      id: row.id,
      classId: row.class_id,
      className: row.class_name,
      gameName: row.game_name,
      dueAt: row.due_at.toISOString(),
      goal: goalOf(row),
      acceptLate: row.accept_late,
      progress: progressOf(row, p),
      status: statusOf(row, p, now),
      openPlayId: row.open_play_id,
    };
  });
}

const oneDecimal = (value: number): number => Math.round(value * 10) / 10;

async function reportStudents(db: Kysely<Database>, assignment: AssignmentRecord, now: Date): Promise<ReportStudent[]> {
  const [members, progress] = await Promise.all([everyMember(db, assignment.class_id), progressOfAssignment(db, assignment.id)]);
  const byStudent = new Map(progress.map((p) => [p.student_id, p]));
  return members.map((m) => {
    const p = byStudent.get(m.id);
    const { mastered, total, plays } = progressOf(assignment, p);
    return {
      id: m.id,
      username: m.username,
      removed: m.removed,
      status: statusOf(assignment, p, now),
      plays,
      mastered,
      total,
      attempts: p?.attempts ?? 0,
      accuracy: oneDecimal(accuracyPercent(p?.correct ?? 0, p?.attempts ?? 0)),
      timeMs: p?.time_ms ?? 0,
      lastActivityAt: p?.last_activity_at?.toISOString() ?? null,
    };
  });
}

/** The teacher's report: per student (removed ones kept, marked), per pair with its confusion, and who and what needs help. */
export async function assignmentReport(db: Kysely<Database>, assignmentId: number, userId: number, now: Date): Promise<AssignmentReport> {
  const assignment = await taughtAssignment(db, assignmentId, userId);
  const pairs = pairsOf(assignment);
  const goal = goalOf(assignment);
  const [students, figures, wrong, missed] = await Promise.all([
    reportStudents(db, assignment, now),
    pairFigures(db, assignment.id),
    chosenCounts(db, assignment.id),
    stillMissing(db, assignment.id, masteryTimes(goal)),
  ]);
  const current = students.filter((s) => !s.removed);
  const tried = new Set(current.filter((s) => s.attempts > 0).map((s) => s.id));
  const missingBy = new Map<number, number>();
  for (const { pairIndex, studentId } of missed) if (tried.has(studentId)) missingBy.set(pairIndex, (missingBy.get(pairIndex) ?? 0) + 1);
  const missing = [...missingBy].map(([pairIndex, count]) => ({ pairIndex, students: count }));
  return {
    assignment: toAssignmentView(assignment),
    students,
    pairs: pairReport(pairs, figures, wrong),
    needsHelp: {
      students: studentsNeedingHelp(
        goal,
        current.map((s) => ({ ...s, progress: { mastered: s.mastered, total: s.total, plays: s.plays } })),
        assignment.due_at.getTime(),
        now.getTime(),
      ),
      pairs: pairsNeedingHelp(pairs, missing, tried.size),
    },
  };
}

export async function reportCsv(db: Kysely<Database>, assignmentId: number, userId: number, now: Date): Promise<string> {
  const assignment = await taughtAssignment(db, assignmentId, userId);
  return reportStudentsCsv(await reportStudents(db, assignment, now));
}

/** One line per student and pair they tried, with the counterpart they most often chose instead. */
export async function reportPairsCsvFile(db: Kysely<Database>, assignmentId: number, userId: number): Promise<string> {
  const assignment = await taughtAssignment(db, assignmentId, userId);
  const pairs = pairsOf(assignment);
  const times = masteryTimes(goalOf(assignment));
  const [members, figures, wrong] = await Promise.all([everyMember(db, assignment.class_id), studentPairFigures(db, assignment.id), studentChosenCounts(db, assignment.id)]);
  const lines: StudentPairLine[] = [];
  for (const m of members) {
    const confused = confusions(wrong.filter((w) => w.studentId === m.id));
    for (const f of figures.filter((x) => x.studentId === m.id).sort((x, y) => x.pairIndex - y.pairIndex)) {
      const [left, right] = pairs[f.pairIndex] ?? ['', ''];
      lines.push({
        username: m.username,
        removed: m.removed,
        left,
        right,
        attempts: f.attempts,
        correct: f.correct,
        firstTryPlays: f.firstTryPlays,
        mastered: f.firstTryPlays >= times,
        confusedWith: confused.get(f.pairIndex) ?? null,
      });
    }
  }
  return reportPairsCsv(lines);
}
