// Classes and assignments end to end (issue 24): a teacher creates a class and shares its link; a student opens it
// as a visitor, registers on the way and lands in the class, another joins on a phone; the teacher sets an
// assignment; the student finds it on the dashboard (and in the notifications) and plays it on a laptop-sized page,
// the server judging each pair, one pair dropped onto a wrong counterpart, and the phone's student plays it too; the
// teacher's open report shows both plays and that confusion live; the missed pair is in that student's review queue
// (their Review screen deals it); the CSV files download.
import { findBuiltinGame, type GameData } from '@matchdrop/shared';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Download, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCall, openLoggedIn, PASSWORD, registerAccount } from '../testing/accounts.ts';
import { useProduct } from '../testing/boot.ts';
import { playWithOneMiss } from '../testing/classes.ts';
import { playRound } from '../testing/competitive.ts';
import { gamePairs, waitForGame } from '../testing/freeplay.ts';
import { PHONE } from '../testing/layout.ts';
import { repoRoot } from '../testing/product.ts';

const app = useProduct({ consoleErrors: true });
const { pages } = app;

const GAME = findBuiltinGame('animals')!;
const suffix = Date.now().toString(36).slice(-5);
const TEACHER = `teacher_${suffix}`;
const STUDENT = `student_${suffix}`;
const PHONE_STUDENT = `phone_${suffix}`;
const CLASS_NAME = `7B Science ${suffix}`;

async function downloaded(page: Page, button: string): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  return readFile((await (download as Download).path())!, 'utf8');
}

describe('classes and assignments', () => {
  let teacher: Page;
  let student: Page;
  let phone: Page;
  let joinPath: string;

  it('a teacher creates a class from the dashboard: its page shows the code, the join link and its QR code', async () => {
    const account = await registerAccount(app.product, TEACHER);
    teacher = await openLoggedIn(pages, account.token, TEACHER);
    await teacher.getByRole('button', { name: new RegExp(`^${TEACHER}: open your dashboard`) }).click();
    const classes = teacher.getByTestId('classes-section');
    await classes.getByText('Teaching? Create a class').waitFor();
    await classes.getByLabel('New class name').fill(CLASS_NAME);
    await classes.getByRole('button', { name: 'Create class' }).click();
    await teacher.getByRole('heading', { name: CLASS_NAME }).waitFor();
    const code = (await teacher.getByTestId('class-code').textContent()) ?? '';
    expect(code).toMatch(/^[A-Z0-9]{6}$/);
    joinPath = new URL((await teacher.getByTestId('class-join-link').textContent()) ?? '').pathname;
    expect(joinPath).toBe(`/c/${code}`);
    await teacher
      .getByRole('img', { name: /QR code of the join link/ })
      .locator('svg')
      .waitFor();
    expect(await teacher.title()).toBe(`${CLASS_NAME} — MatchDrop`);
  });

  it('a visitor opens the join link, registers on the way and lands in the class; the teacher’s open page shows them live', async () => {
    student = await pages.open({ reducedMotion: 'reduce' });
    await student.goto(`${app.product.url}${joinPath}`);
    await student.getByText('Log in or create an account to join this class').waitFor();
    await student.getByRole('button', { name: 'Create an account' }).click();
    const form = student.getByRole('dialog', { name: 'Create Account' });
    // A field's error clears as soon as the field is right, before the next submit; the others' stay.
    await form.getByLabel('Username', { exact: true }).fill('ab');
    await form.getByLabel('Email', { exact: true }).fill('x');
    await form.getByRole('button', { name: 'Create Account' }).click();
    const usernameError = form.getByRole('alert').filter({ hasText: 'Username must be at least 3 characters' });
    await usernameError.waitFor();
    await form.getByLabel('Username', { exact: true }).fill(STUDENT);
    await usernameError.waitFor({ state: 'detached', timeout: 1_000 });
    await form.getByRole('alert').filter({ hasText: 'Please enter a valid email address' }).waitFor({ timeout: 1_000 });
    await form.getByLabel('Email', { exact: true }).fill(`${STUDENT}@example.test`);
    await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await form.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
    await form.getByRole('button', { name: 'Create Account' }).click();
    // Back on the join page, logged in: the join goes ahead by itself and opens the class.
    await student.getByRole('heading', { name: CLASS_NAME }).waitFor();
    await student.getByText(`Teacher: ${TEACHER}`).waitFor();
    expect(new URL(student.url()).pathname).toMatch(/^\/classes\/\d+$/);

    // R-CLASS-9: the teacher's open page shows them without a reload, within 2 s.
    await teacher.getByTestId('roster').getByText(STUDENT).waitFor({ timeout: 2_000 });
  });

  it('a student already logged in, on a phone, joins with one click', async () => {
    const account = await registerAccount(app.product, PHONE_STUDENT);
    phone = await pages.open(PHONE, (context) => context.addInitScript((t) => localStorage.setItem('matchdrop.token', t), account.token));
    await phone.goto(`${app.product.url}${joinPath}`);
    await phone.getByText(`Joining as ${PHONE_STUDENT}`).waitFor();
    await phone.getByRole('button', { name: 'Join class' }).click();
    await phone.getByRole('heading', { name: CLASS_NAME }).waitFor();
  });

  it('the teacher sets an assignment; the student sees it on the dashboard, in the header and in the notifications', async () => {
    const form = teacher.getByRole('form', { name: 'Set an assignment' });
    await form.getByLabel('Game', { exact: true }).selectOption(`builtin:${GAME.id}`);
    await form.getByLabel('Pairs per play').fill('3');
    await form.getByRole('radio', { name: /^Play/ }).check();
    await form.getByLabel('Number of plays').fill('1');
    // A past due date is refused; typing a valid one clears the error at once, before the next submit.
    const due = form.getByLabel('Due', { exact: true });
    const validDue = await due.inputValue();
    await due.fill('2020-01-01T10:00');
    await form.getByRole('button', { name: 'Set assignment' }).click();
    const dueError = form.getByRole('alert').filter({ hasText: 'The due date must be in the future' });
    await dueError.waitFor();
    await due.fill(validDue);
    await dueError.waitFor({ state: 'detached', timeout: 1_000 });
    await form.getByRole('button', { name: 'Set assignment' }).click();
    await teacher.getByRole('list', { name: 'Assignments of the class' }).getByText(GAME.name).waitFor();

    await student.goto(`${app.product.url}/dashboard`);
    const mine = student.getByTestId('my-assignments').getByTestId('my-assignment');
    await mine.filter({ hasText: GAME.name }).waitFor();
    expect(await mine.textContent()).toContain('Plays 0 of 1');
    await student.getByTestId('assignments-button').filter({ hasText: 'Assignments (1)' }).waitFor();
    await student.getByRole('button', { name: /^Notifications/ }).click();
    const notifications = student.getByRole('dialog', { name: 'Notifications' });
    await notifications.getByText('New assignment').waitFor();
    await notifications.locator('.pill', { hasText: 'Assignment' }).waitFor();
    await notifications.getByRole('button', { name: 'Close' }).first().click();
  });

  it('the student plays it on the server’s judge, missing one pair; the teacher’s open report shows it live, with the confusion', async () => {
    await teacher.getByRole('link', { name: `Report: ${GAME.name}` }).click();
    const report = teacher.getByTestId('assignment-report');
    await report.getByTestId('report-students').locator(`[data-student="${STUDENT}"]`).getByText('Not started').waitFor();

    await student.getByRole('button', { name: `Play: ${GAME.name}` }).click();
    await student.getByTestId('assignment-play').waitFor();
    const data: GameData = GAME.data;
    const { dropped, wrong } = await playWithOneMiss(student, data);
    await student.getByTestId('assignment-play-done').getByText('Plays 1 of 1').waitFor();
    // Nothing left to do: the header's button goes.
    await student.getByTestId('assignments-button').waitFor({ state: 'detached' });

    // Live: the report reads itself again on each attempt, well within 2 s of the last.
    const row = report.getByTestId('report-students').locator(`[data-student="${STUDENT}"]`);
    await row.getByText('Goal reached').waitFor({ timeout: 5_000 });
    expect(await row.textContent()).toContain('75%'); // 3 right out of 4 attempts
    const confusion = report.getByTestId('report-pairs').locator(`tr[data-left="${dropped.text}"], tr[data-right="${dropped.text}"]`).getByTestId('confusion');
    await confusion.filter({ hasText: `${wrong.text} (1×)` }).waitFor();

    // The phone's student plays it through without a miss: the report shows them too, within 2 s.
    await phone.goto(`${app.product.url}/assignments`);
    await phone.getByRole('button', { name: `Play: ${GAME.name}` }).click();
    await waitForGame(phone);
    await playRound(phone, data);
    await phone.getByTestId('assignment-play-done').waitFor();
    const phoneRow = report.getByTestId('report-students').locator(`[data-student="${PHONE_STUDENT}"]`);
    await phoneRow.getByText('Goal reached').waitFor({ timeout: 2_000 });
    expect(await phoneRow.textContent()).toContain('100%');

    // The README's picture of the report, refreshed on demand (README_SHOTS=1) so a test run leaves the tree as it was.
    const shot = process.env.README_SHOTS ? 'docs/images/assignment-report.png' : '.tmp/assignment-report.png';
    await teacher.screenshot({ path: join(repoRoot, shot), fullPage: true });

    // The missed pair waits in that student's review queue: their Review screen deals it, and only it.
    await student.goto(`${app.product.url}/review`);
    await student.getByRole('heading', { name: 'Review' }).waitFor();
    await waitForGame(student);
    const partnerOf = (text: string) => data[text] ?? Object.keys(data).find((left) => data[left] === text)!;
    expect((await gamePairs(student)).map((pair) => [...pair].sort())).toEqual([[dropped.text, partnerOf(dropped.text)].sort()]);
    // The phone's student missed nothing: nothing of theirs is due.
    const phoneToken = await phone.evaluate(() => localStorage.getItem('matchdrop.token'));
    expect((await apiCall<{ pairs: unknown[] }>(app.product, 'GET', '/api/review/due', undefined, phoneToken!)).pairs).toEqual([]);
  });

  it('the report and the gradebook download as CSV files', async () => {
    const students = await downloaded(teacher, 'Students CSV');
    expect(students.split('\n')[0]).toMatch(/^student,removed,status/);
    expect(students).toContain(`${STUDENT},no,goal_reached`);
    const pairs = await downloaded(teacher, 'Students × pairs CSV');
    expect(pairs).toContain(STUDENT);

    await teacher.getByRole('link', { name: 'Gradebook' }).click();
    await teacher.getByTestId('gradebook').getByText(STUDENT).waitFor();
    const book = await downloaded(teacher, 'Gradebook CSV');
    expect(book).toContain(STUDENT);
    expect(book).toContain(GAME.name);
  });
});
