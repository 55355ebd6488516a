// axe-core (WCAG 2.2 A/AA) on the classes screens: a teacher's class page with an assignment and its report, their own
// join link, the join page, a student's class page, dashboard with the assignment, and the assignment's game. The rule: zero serious or
// critical violations on each (e2e/testing/axe.ts).
import { findBuiltinGame } from '@matchdrop/shared';
import { describe, it } from 'vitest';
import { openLoggedIn, registerAccount } from '../testing/accounts.ts';
import { AXE_SWEEP_TIMEOUT_MS, checkScreen } from '../testing/axe.ts';
import { useProduct } from '../testing/boot.ts';
import { waitForGame } from '../testing/freeplay.ts';

const app = useProduct({ consoleErrors: true, closeAfterEach: true });
const { pages } = app;
const GAME = findBuiltinGame('animals')!;
const suffix = Date.now().toString(36).slice(-5);
const TEACHER = `axteach_${suffix}`;
const STUDENT = `axpupil_${suffix}`;
const CLASS_NAME = `Axe class ${suffix}`;

describe('axe on the classes screens', { timeout: AXE_SWEEP_TIMEOUT_MS }, () => {
  it('teacher: class page, assignment and report; student: join page, class page, dashboard and the assignment game', async () => {
    const [teacherAccount, studentAccount] = await Promise.all([registerAccount(app.product, TEACHER), registerAccount(app.product, STUDENT)]);
    const teacher = await openLoggedIn(pages, teacherAccount.token, TEACHER);
    await teacher.getByRole('button', { name: new RegExp(`^${TEACHER}: open your dashboard`) }).click();
    const classes = teacher.getByTestId('classes-section');
    await classes.getByLabel('New class name').fill(CLASS_NAME);
    await classes.getByRole('button', { name: 'Create class' }).click();
    await teacher.getByRole('heading', { name: CLASS_NAME }).waitFor();
    await teacher
      .getByRole('img', { name: /QR code of the join link/ })
      .locator('svg')
      .waitFor();
    const joinPath = new URL((await teacher.getByTestId('class-join-link').textContent()) ?? '').pathname;
    const form = teacher.getByRole('form', { name: 'Set an assignment' });
    await form.getByLabel('Game', { exact: true }).selectOption(`builtin:${GAME.id}`);
    await form.getByLabel('Pairs per play').fill('3');
    await form.getByRole('button', { name: 'Set assignment' }).click();
    await teacher.getByRole('list', { name: 'Assignments of the class' }).getByText(GAME.name).waitFor();
    await checkScreen(teacher, 'class page (teacher)');

    const student = await openLoggedIn(pages, studentAccount.token, STUDENT);
    await student.goto(`${app.product.url}${joinPath}`);
    await student.getByRole('button', { name: 'Join class' }).waitFor();
    await checkScreen(student, 'class join page');
    await student.getByRole('button', { name: 'Join class' }).click();
    await student.getByRole('heading', { name: CLASS_NAME }).waitFor();
    await checkScreen(student, 'class page (student)');
    await student.goto(`${app.product.url}/dashboard`);
    await student.getByTestId('my-assignments').getByTestId('my-assignment').filter({ hasText: GAME.name }).waitFor();
    await checkScreen(student, 'dashboard with an assignment (student)');
    await student.getByRole('button', { name: `Play: ${GAME.name}` }).click();
    await student.getByTestId('assignment-play').waitFor();
    await waitForGame(student);
    await checkScreen(student, 'assignment game (student)');

    await teacher.getByRole('link', { name: `Report: ${GAME.name}` }).click();
    await teacher.getByTestId('assignment-report').getByTestId('report-students').waitFor();
    await checkScreen(teacher, 'assignment report (teacher)');
    await teacher.goto(`${app.product.url}${joinPath}`);
    await teacher.getByRole('heading', { name: 'You teach this class' }).waitFor();
    await checkScreen(teacher, 'class join page (its own teacher)');
  });
});
