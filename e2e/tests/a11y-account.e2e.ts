// axe-core (WCAG 2.2 A/AA) on the screens of an account: the dashboard, the public library, a saved game's page, the
// pair editor, the Save Game dialog, the AI creator's chat (its offline assistant: no external AI service is called)
// and every tab of the admin dashboard. The rule: zero serious or critical violations on each (e2e/testing/axe.ts).
import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { apiCall, openLoggedIn, registerAccount } from '../testing/accounts.ts';
import { AXE_SWEEP_TIMEOUT_MS, checkScreen } from '../testing/axe.ts';
import { useProduct } from '../testing/boot.ts';

const ADMIN_PASSWORD = 'admin-a11y-secret';
const app = useProduct({ env: { ADMIN_PASSWORD }, consoleErrors: true, closeAfterEach: true });
const { pages } = app;
const suffix = Date.now().toString(36).slice(-5);
const CAPITALS = { France: 'Paris', Spain: 'Madrid', Italy: 'Rome', Peru: 'Lima' };

const go = (page: Page, path: string): Promise<unknown> => page.goto(`${app.product.url}${path}`);

describe('axe on the account screens', { timeout: AXE_SWEEP_TIMEOUT_MS }, () => {
  it('the dashboard, the library, a game page, the pair editor and the Save Game dialog', async () => {
    const user = await registerAccount(app.product, `a11y_${suffix}`);
    const saved = await apiCall<{ dictionary: { id: number } }>(
      app.product,
      'POST',
      '/api/v2/dictionaries',
      { name: `Capitals ${suffix}`, data: { ...CAPITALS, Paris: 'France', Madrid: 'Spain', Rome: 'Italy', Lima: 'Peru' }, is_public: true, category: 'science' },
      user.token,
    );
    // A share from a friend: the header's user button shows its unread badge while axe looks.
    const friend = await registerAccount(app.product, `a11y_friend_${suffix}`);
    const shared = await apiCall<{ dictionary: { id: number } }>(app.product, 'POST', '/api/v2/dictionaries', { name: `Shared ${suffix}`, data: CAPITALS }, friend.token);
    await apiCall(app.product, 'POST', '/api/sharing/share-dictionary', { dictionaryId: shared.dictionary.id, recipientUsername: user.username }, friend.token);
    const page = await openLoggedIn(pages, user.token, user.username);
    await page.getByTestId('unread-badge').filter({ hasText: '1' }).waitFor();

    await page.getByRole('button', { name: new RegExp(`^${user.username}: open your dashboard`) }).click();
    await page.getByRole('heading', { name: `Welcome, ${user.username}!` }).waitFor();
    await page.getByText(`Capitals ${suffix}`).first().waitFor();
    await checkScreen(page, 'dashboard');

    await go(page, '/library');
    await page
      .getByTestId('library')
      .getByRole('listitem', { name: `Capitals ${suffix}` })
      .waitFor();
    await checkScreen(page, 'library');

    await go(page, `/games/${saved.dictionary.id}`);
    await page.getByTestId('page-analytics').waitFor();
    await checkScreen(page, 'game page');

    await go(page, `/games/${saved.dictionary.id}/edit`);
    await page.getByTestId('game-editor').getByRole('textbox').first().waitFor();
    await checkScreen(page, 'pair editor');

    await go(page, '/');
    await page.getByLabel('Upload game file').setInputFiles({ name: 'capitals.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(CAPITALS)) });
    await page.getByRole('button', { name: 'Save Game' }).click();
    await page.getByRole('dialog', { name: 'Save Game' }).waitFor();
    await checkScreen(page, 'save dialog');
  });

  it("the AI creator's chat, after an answer with a game preview", async () => {
    const user = await registerAccount(app.product, `a11y_ai_${suffix}`);
    const page = await openLoggedIn(pages, user.token, user.username);
    await go(page, '/ai');
    await page.getByRole('heading', { name: 'AI Game Creator' }).waitFor();
    await page.getByRole('textbox', { name: 'Message' }).fill('cat - кошка\ndog - собака\nfish - рыба\nbird - птица');
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByRole('complementary', { name: 'Game preview' }).getByRole('list', { name: 'Sample pairs' }).waitFor();
    await checkScreen(page, 'AI chat');
  });

  it('every tab of the admin dashboard', async () => {
    const admin = await apiCall<{ token: string }>(app.product, 'POST', '/api/admin/login', { username: 'admin', password: ADMIN_PASSWORD });
    const page = await openLoggedIn(pages, admin.token, 'admin');
    await go(page, '/admin');
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    for (const tab of await page.getByRole('tab').all()) {
      const name = (await tab.textContent()) ?? '';
      await tab.click();
      await page.locator(`[role="tabpanel"][aria-labelledby="${await tab.getAttribute('id')}"]`).waitFor();
      // Each tab loads its list; wait until no load status is left on the panel.
      await page.waitForFunction(() => !document.querySelector('[role="tabpanel"] [aria-busy="true"], [role="tabpanel"] .load-status'));
      await checkScreen(page, `admin ${name.trim()}`);
    }
  });
});
