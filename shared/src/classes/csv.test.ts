import { describe, expect, it } from 'vitest';
import { gradebookCsv, reportPairsCsv, reportStudentsCsv } from './csv.js';
import type { AssignmentView, ClassView, ReportStudent } from './rest.js';

const student: ReportStudent = {
  id: 1,
  username: 'ana',
  removed: false,
  status: 'in_progress',
  plays: 2,
  mastered: 3,
  total: 5,
  attempts: 12,
  accuracy: 83.3,
  timeMs: 45_250,
  lastActivityAt: '2026-03-01T10:00:00.000Z',
};

describe('the report and gradebook files', () => {
  it('one line per student, the removed ones marked', () => {
    const csv = reportStudentsCsv([student, { ...student, id: 2, username: '=cmd', removed: true, lastActivityAt: null }]);
    expect(csv.split('\r\n')).toEqual([
      'student,removed,status,plays,pairs_mastered,pairs_total,attempts,accuracy_percent,time_seconds,last_activity',
      'ana,no,in_progress,2,3,5,12,83.3,45.3,2026-03-01T10:00:00.000Z',
      `"'=cmd",yes,in_progress,2,3,5,12,83.3,45.3,`,
      '',
    ]);
  });

  it('one line per student and pair, with the confusion', () => {
    const csv = reportPairsCsv([
      { username: 'ana', removed: false, left: 'cat', right: 'gato, el', attempts: 3, correct: 1, firstTryPlays: 0, mastered: false, confusedWith: { item: 'perro', count: 2 } },
    ]);
    expect(csv.split('\r\n')[1]).toBe('ana,no,cat,"gato, el",3,1,0,no,perro,2');
  });

  it('the gradebook: a line per student, a status and a mastered column per assignment', () => {
    const cls: ClassView = { id: 1, code: 'ABCDEF', name: '7B', joinUrl: 'x', archived: false, teacher: 't', createdAt: '' };
    const assignment = { id: 9, gameName: 'Animals', dueAt: '2026-03-10T17:00:00.000Z' } as AssignmentView;
    const csv = gradebookCsv({
      class: cls,
      assignments: [assignment],
      students: [{ id: 1, username: 'ana', removed: false, cells: [{ status: 'goal_reached', mastered: 5, total: 5, plays: 2 }] }],
    });
    expect(csv.split('\r\n')).toEqual(['student,removed,Animals (due 2026-03-10) status,Animals (due 2026-03-10) pairs mastered', 'ana,no,goal_reached,5 of 5', '']);
  });
});
