// A class's removals end to end (R-CLASS-2): the teacher removes a student; the class link no longer lets them in (the
// join is refused with the reason) until the teacher adds them back. Its own product: the refused join is a 403 the
// page logs, which classes.e2e.ts (watching console errors) would count as a problem.
import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { apiCall, openLoggedIn, registerAccount } from '../testing/accounts.ts';
import { useProduct } from '../testing/boot.ts';

const app = useProduct();
const { pages } = app;
const suffix = Date.now().toString(36).slice(-5);

describe('removing a student', () => {
  it('R-CLASS-2: a removed student cannot rejoin with the link until the teacher adds them back', async () => {
    const teacher: Page = await openLoggedIn(pages, (await registerAccount(app.product, `t2_${suffix}`)).token, `t2_${suffix}`);
    const created = await apiCall<{ class: { id: number; code: string } }>(
      app.product,
      'POST',
      '/api/classes',
      { name: 'Removals' },
      await teacher.evaluate(() => localStorage.getItem('matchdrop.token')!),
    );
    const pupil = await registerAccount(app.product, `pupil_${suffix}`);
    await apiCall(app.product, 'POST', '/api/classes/join', { code: created.class.code }, pupil.token);

    await teacher.goto(`${app.product.url}/classes/${created.class.id}`);
    await teacher.getByRole('button', { name: `Remove pupil_${suffix}` }).click();
    await teacher.getByRole('dialog', { name: 'Remove student?' }).getByRole('button', { name: 'Remove student' }).click();
    await teacher.getByRole('list', { name: 'Removed students' }).getByText(`pupil_${suffix}`).waitFor();

    const page = await openLoggedIn(pages, pupil.token, pupil.username);
    await page.goto(`${app.product.url}/c/${created.class.code}`);
    await page.getByRole('button', { name: 'Join class' }).click();
    await page.getByRole('alert').filter({ hasText: 'Your teacher removed you from this class. Ask them to add you back.' }).waitFor();

    await teacher.getByRole('button', { name: `Add pupil_${suffix} back` }).click();
    await teacher.getByRole('list', { name: 'Students' }).getByText(`pupil_${suffix}`).waitFor();
    await page.reload();
    await page.getByRole('button', { name: 'Join class' }).click();
    await page.getByRole('heading', { name: 'Removals' }).waitFor();
  });
});
