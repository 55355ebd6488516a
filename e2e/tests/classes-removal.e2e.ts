// A class's roster and refusals end to end, on one product: the teacher's open class page follows students joining
// and leaving live (R-CLASS-9); the teacher opening their own join link is told they teach it; the teacher removes a
// student, and the class link no longer lets them in (the join is refused with the reason) until the teacher adds them
// back (R-CLASS-2), while the class, the report and the gradebook tell them why with the way on, never a useless Try
// again; a first play of a mastery goal with one miss ends on the progress it made. Its own product: the refusals are
// 403s the page logs, which classes.e2e.ts (watching console errors) would count as a problem.
import { findBuiltinGame } from '@matchdrop/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCall, openLoggedIn, registerAccount } from '../testing/accounts.ts';
import { checkScreen } from '../testing/axe.ts';
import { useProduct } from '../testing/boot.ts';
import { playWithOneMiss } from '../testing/classes.ts';

const app = useProduct();
const { pages } = app;
const suffix = Date.now().toString(36).slice(-5);
const GAME = findBuiltinGame('animals')!;
const tokenOf = (page: Page) => page.evaluate(() => localStorage.getItem('matchdrop.token')!);

describe('a class’s roster, removals and refusals', () => {
  let teacher: Page;
  let teacherToken: string;
  let created: { class: { id: number; code: string } };
  let assignmentId: number;
  let pupil: { id: number; username: string; token: string };

  it('R-CLASS-9: the teacher’s open class page shows a student who joins, and drops one who leaves, within 2 s', async () => {
    teacher = await openLoggedIn(pages, (await registerAccount(app.product, `t2_${suffix}`)).token, `t2_${suffix}`);
    teacherToken = await tokenOf(teacher);
    created = await apiCall(app.product, 'POST', '/api/classes', { name: 'Removals' }, teacherToken);
    const due = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const body = { gameType: 'builtin', gameId: GAME.id, pairCount: 3, dueAt: due, goal: { kind: 'mastery', times: 2 }, acceptLate: false };
    assignmentId = (await apiCall<{ assignment: { id: number } }>(app.product, 'POST', `/api/classes/${created.class.id}/assignments`, body, teacherToken)).assignment.id;
    // The page's live channel is open before anyone joins (its answer's headers come at once).
    const live = teacher.waitForResponse((r) => new URL(r.url()).pathname === '/api/events');
    await teacher.goto(`${app.product.url}/classes/${created.class.id}`);
    await teacher.getByRole('heading', { name: 'Removals' }).waitFor();
    await live;

    pupil = await registerAccount(app.product, `pupil_${suffix}`);
    const roster = teacher.getByRole('list', { name: 'Students' });
    await apiCall(app.product, 'POST', '/api/classes/join', { code: created.class.code }, pupil.token);
    await roster.getByText(pupil.username).waitFor({ timeout: 2_000 });
    await apiCall(app.product, 'DELETE', `/api/classes/${created.class.id}/students/${pupil.id}`, undefined, pupil.token);
    await roster.getByText(pupil.username).waitFor({ state: 'detached', timeout: 2_000 });
    await apiCall(app.product, 'POST', '/api/classes/join', { code: created.class.code }, pupil.token);
    await roster.getByText(pupil.username).waitFor({ timeout: 2_000 });
  });

  it('the teacher opening their own join link is told at once that they teach the class, with its page', async () => {
    await teacher.goto(`${app.product.url}/c/${created.class.code}`);
    await teacher.getByRole('heading', { name: 'You teach this class' }).waitFor();
    expect(await teacher.getByRole('button', { name: 'Join class' }).count()).toBe(0);
    await teacher.getByRole('link', { name: 'Open the class page' }).click();
    await teacher.getByRole('heading', { name: 'Removals' }).waitFor();
  });

  it('R-CLASS-2: a removed student cannot rejoin with the link until the teacher adds them back; refusals offer the way on', async () => {
    await teacher.getByRole('button', { name: `Remove ${pupil.username}` }).click();
    await teacher.getByRole('dialog', { name: 'Remove student?' }).getByRole('button', { name: 'Remove student' }).click();
    await teacher.getByRole('list', { name: 'Removed students' }).getByText(pupil.username).waitFor();

    const page = await openLoggedIn(pages, pupil.token, pupil.username);
    await page.goto(`${app.product.url}/c/${created.class.code}`);
    await page.getByRole('button', { name: 'Join class' }).click();
    await page.getByRole('alert').filter({ hasText: 'Your teacher removed you from this class. Ask them to add you back.' }).waitFor();

    // A refusal that will never pass says why under a heading that tells what happened, and offers the way on, no Try again.
    const refusals = [
      [`/classes/${created.class.id}`, 'You are not a member of this class'],
      [`/assignments/${assignmentId}/report`, /Only the .*teacher/],
      [`/classes/${created.class.id}/gradebook`, /Only the .*teacher/],
    ] as const;
    for (const [path, reason] of refusals) {
      await page.goto(`${app.product.url}${path}`);
      await page.getByRole('heading', { name: 'This page is not open to you' }).waitFor();
      await page.getByRole('alert').filter({ hasText: reason }).waitFor();
      await page.getByRole('link', { name: 'My assignments' }).waitFor();
      expect(await page.getByRole('button', { name: 'Try again' }).count(), path).toBe(0);
    }
    await checkScreen(page, 'a refused screen (a removed student)');
    await page.getByRole('link', { name: 'My assignments' }).click();
    await page.getByRole('heading', { name: 'My assignments' }).waitFor();

    await teacher.getByRole('button', { name: `Add ${pupil.username} back` }).click();
    await teacher.getByRole('list', { name: 'Students' }).getByText(pupil.username).waitFor();
    await page.goto(`${app.product.url}/c/${created.class.code}`);
    await page.getByRole('button', { name: 'Join class' }).click();
    await page.getByRole('heading', { name: 'Removals' }).waitFor();
  });

  it('R-CLASS-4: a first play with one miss ends on the progress it made, not "Pairs mastered 0 of 3"', async () => {
    const play = await apiCall<{ play: { id: number } }>(app.product, 'POST', `/api/assignments/${assignmentId}/plays`, undefined, pupil.token);
    const page = await openLoggedIn(pages, pupil.token, pupil.username);
    await page.goto(`${app.product.url}/assignment-plays/${play.play.id}`);
    await playWithOneMiss(page, GAME.data);
    const done = page.getByTestId('assignment-play-done');
    await done.getByText('2 of 3 pairs right at the first try — play once more to master them').waitFor();
  });
});
