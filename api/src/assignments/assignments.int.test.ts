import { testBackends } from '@matchdrop/db/testing';
import { ROOM_CODE_ALPHABET, type Pair } from '@matchdrop/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Clock } from '../deps.js';
import type { PushEvent, PushHub } from '../push/hub.js';
import { useTestApi, type TestUser } from '../testing.js';
import { ATTEMPT_LIMIT } from './routes.js';
import { sendDueReminders, startReminderSweep } from './reminders.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe.each(await testBackends())('classes and assignments on %s', (kind) => {
  let now = Date.parse('2026-03-02T09:00:00Z');
  const clock: Clock = { now: () => new Date(now) };
  /** What the API told open tabs (the live channel's hub, recording). */
  const told: Array<{ target: number | 'all'; event: PushEvent }> = [];
  const push: PushHub = { available: () => true, refusedStream() {}, attach() {}, send: (target, event) => void told.push({ target, event }), close: async () => {} };
  /** The roster changes the teacher's tabs were told of since the last call, then forgets them. */
  const rosterNews = () => told.splice(0).filter(({ event }) => event.type === 'class');
  const api = useTestApi(kind, { clock, push });
  let teacher: TestUser, s1: TestUser, s2: TestUser, outsider: TestUser, suspended: TestUser;
  let classId: number;
  let code: string;
  let assignmentId: number;
  let pairs: Pair[];
  /** The answer key of an assignment, read from the database as only the server can. */
  const answerKey = async (id: number): Promise<Pair[]> => (await api().handle.db.selectFrom('assignments').select('pairs').where('id', '=', id).executeTakeFirstOrThrow()).pairs;

  const as = (user: TestUser) => ({
    get: (path: string) => api().call('GET', path, { token: user.token }),
    post: (path: string, body: unknown = {}) => api().call('POST', path, { token: user.token, body }),
    put: (path: string) => api().call('PUT', path, { token: user.token }),
    del: (path: string) => api().call('DELETE', path, { token: user.token }),
  });
  const dueIn = (ms: number) => new Date(now + ms).toISOString().replace('Z', '+00:00');
  const assignmentBody = (overrides: Record<string, unknown> = {}) => ({
    gameType: 'builtin',
    gameId: 'animals',
    pairCount: 3,
    dueAt: dueIn(3 * DAY),
    goal: { kind: 'mastery', times: 2 },
    acceptLate: false,
    ...overrides,
  });
  const partner = (item: string): string => {
    const pair = pairs.find((p) => p.includes(item))!;
    return pair[0] === item ? pair[1] : pair[0];
  };
  const attempt = (user: TestUser, playId: number, item1: string, item2: string) => as(user).post(`/api/assignment-plays/${playId}/attempts`, { item1, item2 });
  /** Plays the whole field right, in field order; `wrongFirst` drops that item onto a wrong counterpart first. */
  /** Plays every pair right (after one miss with `wrongFirst`): the last attempt's answer. */
  async function playThrough(user: TestUser, playId: number, items: string[], wrongFirst?: string): Promise<Record<string, unknown>> {
    if (wrongFirst) {
      const wrong = items.find((i) => i !== wrongFirst && i !== partner(wrongFirst))!;
      expect((await attempt(user, playId, wrongFirst, wrong)).body.correct).toBe(false);
    }
    const done = new Set<string>();
    let last: Record<string, unknown> = {};
    for (const item of items) {
      if (done.has(item)) continue;
      now += 2_000;
      const answer = await attempt(user, playId, item, partner(item));
      expect(answer.status).toBe(200);
      expect(answer.body.correct).toBe(true);
      if (done.size + 2 < items.length) expect(answer.body.finishedPlay).toBeNull();
      done.add(item).add(partner(item));
      last = answer.body;
    }
    return last;
  }

  beforeAll(async () => {
    const users = await api().createUsers(4);
    [teacher, s1] = users;
    s2 = users[2]!;
    outsider = users[3]!;
    suspended = await api().createUser({ is_suspended: true, suspension_reason: 'spam' });
  });

  it('refuses a visitor (401) and a suspended user (403)', async () => {
    expect((await api().post('/api/classes', { name: '7B' })).status).toBe(401);
    expect((await api().get('/api/assignments/mine')).status).toBe(401);
    expect((await as(suspended).post('/api/classes', { name: '7B' })).status).toBe(403);
  });

  it('R-CLASS-1: creates a class with a code of the room code alphabet and its join link', async () => {
    const res = await as(teacher).post('/api/classes', { name: ' 7B French ' });
    expect(res.status).toBe(201);
    const cls = res.body.class;
    expect(cls.name).toBe('7B French');
    expect(cls.code).toMatch(new RegExp(`^[${ROOM_CODE_ALPHABET}]{6}$`));
    expect(cls.joinUrl).toBe(`http://localhost:3000/c/${cls.code}`);
    expect((await as(teacher).post('/api/classes', { name: '' })).status).toBe(400);
    classId = cls.id;
    code = cls.code;
  });

  it('lets students join by code (any case), refuses an unknown code (404) and a suspended user', async () => {
    told.length = 0;
    expect((await as(s1).post('/api/classes/join', { code: code.toLowerCase() })).body.class.id).toBe(classId);
    // R-CLASS-9: the teacher's open class page is told of the join.
    expect(rosterNews()).toEqual([{ target: teacher.id, event: { type: 'class', classId } }]);
    expect((await as(s2).post('/api/classes/join', { code })).status).toBe(200);
    expect((await as(s1).post('/api/classes/join', { code })).status).toBe(200); // again: still one membership
    expect((await as(s1).post('/api/classes/join', { code: 'ZZZZZZ' === code ? 'YYYYYY' : 'ZZZZZZ' })).status).toBe(404);
    expect((await as(s1).post('/api/classes/join', { code: 'AB' })).status).toBe(400);
    expect((await as(suspended).post('/api/classes/join', { code })).status).toBe(403);
    const outsiderClass = (await as(outsider).post('/api/classes', { name: 'Other class' })).body.class;
    expect((await as(outsider).get('/api/classes')).body).toMatchObject({ teaching: [{ id: outsiderClass.id }], member: [] });
    expect((await as(s1).get('/api/classes')).body).toMatchObject({ teaching: [], member: [{ id: classId, teacher: teacher.username }] });
  });

  it('shows the roster to the teacher only; a member sees the class and its assignments; others are refused', async () => {
    const detail = (await as(teacher).get(`/api/classes/${classId}`)).body;
    expect(detail.students.map((s: { username: string }) => s.username).sort()).toEqual([s1.username, s2.username].sort());
    expect(detail.students[0]).toMatchObject({ lastActiveAt: null, joinedAt: expect.any(String) });
    const asMember = await as(s1).get(`/api/classes/${classId}`);
    expect(asMember.status).toBe(200);
    expect(asMember.body.students).toBeUndefined();
    expect(asMember.body.assignments).toEqual([]);
    expect((await as(outsider).get(`/api/classes/${classId}`)).status).toBe(403);
    expect((await as(outsider).get('/api/classes/999999')).status).toBe(404);
  });

  it('R-CLASS-4: refuses an assignment from a non-teacher (403) and bad input with the field (400)', async () => {
    const post = (user: TestUser, body: unknown) => as(user).post(`/api/classes/${classId}/assignments`, body);
    expect((await post(s1, assignmentBody())).status).toBe(403);
    const privateGame = (await as(outsider).post('/api/v2/dictionaries', { name: 'Secret', data: { a: '1', b: '2', c: '3', d: '4' } })).body.dictionary.id;
    const small = (await as(teacher).post('/api/v2/dictionaries', { name: 'Small', data: { a: '1', b: '2', c: '3', d: '4' } })).body.dictionary.id;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ dueAt: dueIn(-HOUR) }, 'dueAt'],
      [{ dueAt: '2026-03-05 10:00' }, 'dueAt'],
      [{ pairCount: 2 }, 'pairCount'],
      [{ pairCount: 21 }, 'pairCount'],
      [{ gameType: 'saved', gameId: small, pairCount: 5 }, 'pairCount'],
      [{ gameId: 'no-such-game' }, 'gameId'],
      [{ gameType: 'saved', gameId: 999999 }, 'gameId'],
      [{ gameType: 'saved', gameId: privateGame }, 'gameId'],
      [{ goal: { kind: 'mastery', times: 6 } }, 'goal.times'],
      [{ goal: { kind: 'plays' } }, 'goal.count'],
    ];
    for (const [overrides, field] of cases) {
      const res = await post(teacher, assignmentBody(overrides));
      expect({ status: res.status, field: res.body.field }, JSON.stringify(overrides)).toEqual({ status: 400, field });
      expect(res.body.error).toEqual(expect.any(String));
    }
    // Anyone's public game and the teacher's own private game are fine.
    const shared = (await as(outsider).post('/api/v2/dictionaries', { name: 'Shared', data: { x: '1', y: '2', z: '3' }, is_public: true })).body.dictionary;
    const mine = await post(teacher, assignmentBody({ gameType: 'saved', gameId: small, pairCount: undefined, goal: { kind: 'plays', count: 1 } }));
    expect(mine.body.assignment).toMatchObject({ gameType: 'saved', gameId: small, pairCount: 4, goal: { kind: 'plays', count: 1 } });
    expect(shared.is_public).toBe(true);
    expect((await post(teacher, assignmentBody({ gameType: 'saved', gameId: shared.id }))).status).toBe(201);
  });

  it('R-CLASS-8: sets an assignment and notifies each student', async () => {
    const res = await as(teacher).post(`/api/classes/${classId}/assignments`, assignmentBody({ dueAt: dueIn(DAY * 3) }));
    expect(res.status).toBe(201);
    expect(res.body.assignment).toMatchObject({
      classId,
      gameType: 'builtin',
      gameId: 'animals',
      gameName: 'Animals',
      pairCount: 3,
      goal: { kind: 'mastery', times: 2 },
      acceptLate: false,
    });
    assignmentId = res.body.assignment.id;
    pairs = await answerKey(assignmentId);
    const notes = (await as(s1).get('/api/sharing/notifications')).body.notifications;
    expect(notes.some((n: { type: string; related_id: number }) => n.type === 'assignment_set' && n.related_id === assignmentId)).toBe(true);
    const mine = (await as(s1).get('/api/assignments/mine')).body.assignments.find((a: { id: number }) => a.id === assignmentId);
    expect(mine).toMatchObject({ className: '7B French', gameName: 'Animals', progress: { mastered: 0, total: 3, plays: 0 }, status: 'not_started', openPlayId: null });
  });

  it('R-CLASS-3: deals a play without its answer key and judges each attempt on the server', async () => {
    const res = await as(s1).post(`/api/assignments/${assignmentId}/plays`);
    expect(res.status).toBe(201);
    const play = res.body.play;
    expect(Object.keys(play).sort()).toEqual(['assignmentId', 'id', 'initialPairs', 'items', 'matched']);
    expect([...play.items].sort()).toEqual(pairs.flat().sort());
    expect((await as(s1).get('/api/assignments/mine')).body.assignments.find((a: { id: number }) => a.id === assignmentId).openPlayId).toBe(play.id);
    // Another student's play, an item not on the field, a suspended account: refused.
    expect((await attempt(s2, play.id, play.items[0], partner(play.items[0]))).status).toBe(404);
    expect((await attempt(s1, play.id, play.items[0], 'not an item')).status).toBe(400);
    // One miss: the first item dropped onto a wrong counterpart, then the whole field right.
    // The completion screen's figures: 2 of the 3 pairs right at the first try, each needing one more such play.
    expect((await playThrough(s1, play.id, play.items, play.items[0])).finishedPlay).toEqual({ firstTryRight: 2, playsToMaster: 1 });
    expect((await attempt(s1, play.id, play.items[0], partner(play.items[0]))).status).toBe(409); // finished
    const progress = (await as(s1).get('/api/assignments/mine')).body.assignments.find((a: { id: number }) => a.id === assignmentId);
    expect(progress).toMatchObject({ progress: { mastered: 0, total: 3, plays: 1 }, status: 'in_progress', openPlayId: null });
  });

  it('puts the missed pair in the student’s review queue', async () => {
    now += 2 * 60_000;
    const due = (await as(s1).get('/api/review/due')).body.pairs;
    expect(due).toHaveLength(1);
    expect(due[0].game).toBe('Animals');
  });

  it('shows the confusion of the missed pair in the teacher’s report, and the students with their figures', async () => {
    const report = (await as(teacher).get(`/api/assignments/${assignmentId}/report`)).body;
    const missed = report.pairs.find((p: { confusedWith: unknown }) => p.confusedWith !== null);
    expect(missed.attempts).toBe(2);
    expect(missed.accuracy).toBe(50);
    expect(missed.firstTryRate).toBe(0);
    expect(missed.confusedWith.count).toBe(1);
    expect(report.pairs.filter((p: { firstTryRate: number }) => p.firstTryRate === 100)).toHaveLength(2);
    expect(report.pairs.every((p: { medianMs: number | null }) => p.medianMs !== null)).toBe(true);
    const one = report.students.find((s: { id: number }) => s.id === s1.id);
    expect(one).toMatchObject({ removed: false, status: 'in_progress', plays: 1, mastered: 0, total: 3, attempts: 4, accuracy: 75 });
    expect(one.timeMs).toBeGreaterThan(0);
    expect(report.students.find((s: { id: number }) => s.id === s2.id)).toMatchObject({ status: 'not_started', attempts: 0 });
    expect(report.needsHelp.students).toEqual([]); // three days before the due date
    expect(report.needsHelp.pairs).toHaveLength(1);
  });

  it('counts mastery only from first tries in different plays; an interrupted play keeps its attempts and the next continues', async () => {
    const second = (await as(s1).post(`/api/assignments/${assignmentId}/plays`)).body.play;
    // All 3 right at the first try: two are mastered now, the one missed in play 1 needs one more.
    expect((await playThrough(s1, second.id, second.items)).finishedPlay).toEqual({ firstTryRight: 3, playsToMaster: 1 });
    let mine = (await as(s1).get('/api/assignments/mine')).body.assignments.find((a: { id: number }) => a.id === assignmentId);
    expect(mine.progress).toEqual({ mastered: 2, total: 3, plays: 2 }); // the pair missed in play 1 has one right first try
    // Play 3: the missed pair right at its first try, then the tab is closed.
    const report = (await as(teacher).get(`/api/assignments/${assignmentId}/report`)).body;
    const confused = report.pairs.find((p: { confusedWith: unknown }) => p.confusedWith !== null);
    const third = (await as(s1).post(`/api/assignments/${assignmentId}/plays`)).body.play;
    expect((await attempt(s1, third.id, confused.left, confused.right)).body).toMatchObject({ correct: true, finished: false, progress: { mastered: 3 }, status: 'goal_reached' });
    const fourth = (await as(s1).post(`/api/assignments/${assignmentId}/plays`)).body.play;
    expect((await attempt(s1, third.id, fourth.items[0], partner(fourth.items[0]))).status).toBe(409); // interrupted
    mine = (await as(s1).get('/api/assignments/mine')).body.assignments.find((a: { id: number }) => a.id === assignmentId);
    expect(mine).toMatchObject({ progress: { mastered: 3, total: 3, plays: 2 }, status: 'goal_reached', openPlayId: fourth.id });
    expect((await as(s1).get(`/api/assignment-plays/${fourth.id}`)).body.play.items).toEqual(fourth.items);
    expect((await as(s2).get(`/api/assignment-plays/${fourth.id}`)).status).toBe(404);
  });

  it('takes one play’s attempts one after another: the same drop sent twice at once is stored once, the other judged on the play as it then stands', async () => {
    const openPlayId = (await as(s1).get('/api/assignments/mine')).body.assignments.find((a: { id: number }) => a.id === assignmentId).openPlayId;
    const play = (await as(s1).get(`/api/assignment-plays/${openPlayId}`)).body.play;
    const attemptsOf = async () => (await as(teacher).get(`/api/assignments/${assignmentId}/report`)).body.students.find((s: { id: number }) => s.id === s1.id).attempts;
    const before = await attemptsOf();
    const item = play.items[0];
    const answers = await Promise.all([attempt(s1, play.id, item, partner(item)), attempt(s1, play.id, item, partner(item))]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]); // the second finds the pair matched, off the field
    expect(answers.find((a) => a.status === 200)!.body).toMatchObject({ correct: true, matchedPairs: 1 });
    expect(await attemptsOf()).toBe(before + 1);
    expect((await as(s1).get(`/api/assignment-plays/${play.id}`)).body.play.matched).toEqual([item, partner(item)]);
  });

  it('keeps a removed student’s results in the report, marked; the student can no longer play', async () => {
    const play = (await as(s2).post(`/api/assignments/${assignmentId}/plays`)).body.play;
    await attempt(s2, play.id, play.items[0], partner(play.items[0]));
    expect((await as(outsider).del(`/api/classes/${classId}/students/${s2.id}`)).status).toBe(403);
    expect((await as(teacher).del(`/api/classes/${classId}/students/${s2.id}`)).status).toBe(204);
    expect((await as(teacher).del(`/api/classes/${classId}/students/${s2.id}`)).status).toBe(404);
    const report = (await as(teacher).get(`/api/assignments/${assignmentId}/report`)).body;
    expect(report.students.find((s: { id: number }) => s.id === s2.id)).toMatchObject({ removed: true, attempts: 1, status: 'in_progress' });
    expect((await as(s2).get('/api/assignments/mine')).body.assignments).toEqual([]);
    expect((await as(s2).post(`/api/assignments/${assignmentId}/plays`)).status).toBe(403);
    expect((await as(teacher).get(`/api/classes/${classId}`)).body.students.map((s: { id: number }) => s.id)).toEqual([s1.id]);
  });

  it('R-CLASS-2: a removed student cannot rejoin with the code until the teacher adds them back; one who left can', async () => {
    const refused = await as(s2).post('/api/classes/join', { code });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('Your teacher removed you from this class. Ask them to add you back.');
    expect((await as(s2).get(`/api/classes/${classId}`)).status).toBe(403);
    const detail = (await as(teacher).get(`/api/classes/${classId}`)).body;
    expect(detail.removed).toEqual([expect.objectContaining({ id: s2.id, username: s2.username })]);
    expect((await as(s1).put(`/api/classes/${classId}/students/${s2.id}`)).status).toBe(403);
    expect((await as(teacher).put(`/api/classes/${classId}/students/${s1.id}`)).status).toBe(404); // never removed
    rosterNews();
    expect((await as(teacher).put(`/api/classes/${classId}/students/${s2.id}`)).status).toBe(204);
    expect(rosterNews()).toEqual([{ target: teacher.id, event: { type: 'class', classId } }]); // R-CLASS-9: added back
    expect((await as(teacher).get(`/api/classes/${classId}`)).body.removed).toEqual([]);
    expect((await as(s2).get(`/api/classes/${classId}`)).status).toBe(200);
    // Leaving on one's own is not a removal: the code lets the student back in.
    expect((await as(s2).del(`/api/classes/${classId}/students/${s2.id}`)).status).toBe(204);
    expect(rosterNews()).toEqual([{ target: teacher.id, event: { type: 'class', classId } }]); // R-CLASS-9: left
    expect((await as(s2).post('/api/classes/join', { code })).status).toBe(200);
    // Back as it was for the tests below: removed by the teacher.
    expect((await as(teacher).del(`/api/classes/${classId}/students/${s2.id}`)).status).toBe(204);
  });

  it('refuses the report to a student of this or another class (403) and an unknown assignment (404)', async () => {
    await as(outsider).post('/api/classes/join', { code });
    expect((await as(s1).get(`/api/assignments/${assignmentId}/report`)).status).toBe(403);
    expect((await as(outsider).get(`/api/assignments/${assignmentId}/report`)).status).toBe(403);
    expect((await as(outsider).get(`/api/assignments/${assignmentId}/report.csv`)).status).toBe(403);
    expect((await as(outsider).get(`/api/classes/${classId}/gradebook.csv`)).status).toBe(403);
    expect((await as(teacher).get('/api/assignments/999999/report')).status).toBe(404);
    expect((await as(outsider).del(`/api/classes/${classId}/students/${outsider.id}`)).status).toBe(204); // a student may leave
  });

  it('downloads the report per student, per student and pair, and the gradebook as CSV', async () => {
    const text = async (path: string) => {
      const res = await fetch(`${api().url}${path}`, { headers: { authorization: `Bearer ${teacher.token}` } });
      expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
      return res.text();
    };
    const studentLines = (await text(`/api/assignments/${assignmentId}/report.csv`)).trim().split('\r\n');
    expect(studentLines[0]).toBe('student,removed,status,plays,pairs_mastered,pairs_total,attempts,accuracy_percent,time_seconds,last_activity');
    expect(studentLines.find((l) => l.startsWith(`${s1.username},no,goal_reached,2,3,3,`))).toBeDefined();
    expect(studentLines.find((l) => l.startsWith(`${s2.username},yes,in_progress,0,0,3,1,`))).toBeDefined();
    const pairLines = (await text(`/api/assignments/${assignmentId}/report-pairs.csv`)).trim().split('\r\n');
    expect(pairLines).toHaveLength(1 + 3 + 1); // s1 tried every pair, s2 one
    expect(pairLines.filter((l) => l.startsWith(s1.username) && /,yes,[^,]+,1$/.test(l))).toHaveLength(1); // the confusion
    const book = (await as(teacher).get(`/api/classes/${classId}/gradebook`)).body;
    const column = book.assignments.findIndex((a: { id: number }) => a.id === assignmentId);
    expect(book.students.find((s: { id: number }) => s.id === s1.id).cells[column]).toEqual({ status: 'goal_reached', mastered: 3, total: 3, plays: 2 });
    const gradebookLines = (await text(`/api/classes/${classId}/gradebook.csv`)).trim().split('\r\n');
    expect(gradebookLines[0]).toContain('Animals (due ');
    expect(gradebookLines).toHaveLength(1 + 3); // s1, and s2 and the outsider kept as removed
  });

  it('R-CLASS-8: reminds the students without the goal 24 h before the due date, once', async () => {
    const late = await api().createUser();
    await as(late).post('/api/classes/join', { code });
    const created = await as(teacher).post(`/api/classes/${classId}/assignments`, assignmentBody({ dueAt: dueIn(30 * HOUR) }));
    const id = created.body.assignment.id;
    expect(await sendDueReminders(api().deps.db, new Date(now))).not.toContain(late.id);
    now += 7 * HOUR;
    const notified = await sendDueReminders(api().deps.db, new Date(now));
    expect(notified).toContain(late.id);
    expect(notified).toContain(s1.id);
    expect(await sendDueReminders(api().deps.db, new Date(now))).toEqual([]);
    const notes = (await as(late).get('/api/sharing/notifications')).body.notifications;
    expect(notes.filter((n: { type: string; related_id: number }) => n.type === 'assignment_due' && n.related_id === id)).toHaveLength(1);
  });

  it('runs the reminder sweep periodically by the injected clock, telling the open tabs, until stopped', async () => {
    const student = await api().createUser();
    await as(student).post('/api/classes/join', { code });
    await as(teacher).post(`/api/classes/${classId}/assignments`, assignmentBody({ dueAt: dueIn(10 * HOUR) }));
    const told: number[] = [];
    const push = { send: (target: number | 'all') => void (typeof target === 'number' && told.push(target)) };
    const sweep = startReminderSweep({ db: api().deps.db, clock, logger: api().log.logger, push }, 20);
    try {
      for (let waited = 0; !told.includes(student.id) && waited < 5_000; waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));
    } finally {
      sweep.stop();
    }
    expect(told).toContain(student.id);
  });

  it('says missing after the due date and refuses a new play when late work is not accepted; accepts it as late otherwise', async () => {
    const strict = (await as(teacher).post(`/api/classes/${classId}/assignments`, assignmentBody({ dueAt: dueIn(HOUR), goal: { kind: 'plays', count: 1 } }))).body.assignment;
    const lenient = (await as(teacher).post(`/api/classes/${classId}/assignments`, assignmentBody({ dueAt: dueIn(HOUR), goal: { kind: 'plays', count: 1 }, acceptLate: true })))
      .body.assignment;
    now += 2 * HOUR;
    expect((await as(s1).post(`/api/assignments/${strict.id}/plays`)).status).toBe(409);
    const play = (await as(s1).post(`/api/assignments/${lenient.id}/plays`)).body.play;
    pairs = await answerKey(lenient.id);
    const mine = async () => (await as(s1).get('/api/assignments/mine')).body.assignments as Array<{ id: number; status: string }>;
    expect((await mine()).find((a) => a.id === lenient.id)!.status).toBe('missing');
    await playThrough(s1, play.id, play.items);
    const statuses = await mine();
    expect(statuses.find((a) => a.id === strict.id)!.status).toBe('missing');
    expect(statuses.find((a) => a.id === lenient.id)!.status).toBe('late');
  });

  it('limits attempts per account, not per address: a class behind one address keeps playing', async () => {
    const [a, b] = await api().createUsers(2);
    await as(a).post('/api/classes/join', { code });
    await as(b).post('/api/classes/join', { code });
    const open = (await as(teacher).post(`/api/classes/${classId}/assignments`, assignmentBody())).body.assignment.id;
    const playA = (await as(a).post(`/api/assignments/${open}/plays`)).body.play;
    const playB = (await as(b).post(`/api/assignments/${open}/plays`)).body.play;
    // Bodies refused by validation are counted too, and cost no database work: the quickest way to the limit.
    for (let sent = 0; sent < ATTEMPT_LIMIT.limit; sent += 50) {
      const statuses = await Promise.all(Array.from({ length: 50 }, () => as(a).post(`/api/assignment-plays/${playA.id}/attempts`, {})));
      expect(statuses.every((r) => r.status === 400)).toBe(true);
    }
    expect((await attempt(a, playA.id, playA.items[0], playA.items[1])).status).toBe(429);
    expect((await attempt(b, playB.id, 'x', 'y')).status).toBe(400);
    now += ATTEMPT_LIMIT.windowMs;
    expect((await attempt(a, playA.id, 'x', 'y')).status).toBe(400);
  });

  it('archives a class: no new members nor assignments (409)', async () => {
    expect((await as(s1).post(`/api/classes/${classId}/archive`)).status).toBe(403);
    expect((await as(teacher).post(`/api/classes/${classId}/archive`)).body.class.archived).toBe(true);
    expect((await as(outsider).post('/api/classes/join', { code })).status).toBe(409);
    expect((await as(teacher).post(`/api/classes/${classId}/assignments`, assignmentBody())).status).toBe(409);
  });
});
