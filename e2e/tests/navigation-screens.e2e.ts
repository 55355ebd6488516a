// The AI chat and the admin tabs at their addresses, in Chromium: each opened by clicking shows its address
// (/ai/:sessionId once the chat has begun, /admin/:tab), Back and Forward return to it as it was, a reload keeps it,
// and the address in a fresh context shows it logged in and the login (or a plain refusal) otherwise. The AI
// creator answers with the product's offline assistant: no outside service is called.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCall, openLoggedIn, registerAccount } from '../testing/accounts.ts';
import { back, forward, heading, path, SCREEN_WAIT_MS, useAddressTest } from '../testing/navigation.ts';

const ADMIN_PASSWORD = 'admin-nav-secret';
const { app, pages, suffix, openAt } = useAddressTest({ env: { ADMIN_PASSWORD } });
const LIST = 'sun - soleil\nmoon - lune\nstar - étoile\nsea - mer';

describe('the AI chat at /ai/:sessionId', () => {
  const conversation = (page: Page) => page.getByRole('log', { name: 'Conversation' });
  const ourList = (page: Page) => conversation(page).getByText('moon - lune', { exact: false });
  let member: { username: string; token: string };
  let chat: string;

  it('gets its address once the chat begins; Back, Forward and reload return to the same chat', async () => {
    member = await registerAccount(app.product, `nav_chat_${suffix}`);
    const page = await openLoggedIn(pages, member.token, member.username);
    await page.getByRole('button', { name: 'Create Game with AI' }).click();
    await heading(page, 'AI Game Creator').waitFor();
    expect(path(page)).toBe('/ai');
    await page.getByRole('textbox', { name: 'Message' }).fill(LIST);
    await page.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => path(page), { timeout: 20_000 }).toMatch(/^\/ai\/\d+$/);
    chat = path(page);
    await ourList(page).waitFor();
    expect(await page.title()).toBe('AI Game Creator — MatchDrop');

    await page.getByRole('button', { name: new RegExp(`^${member.username}: open your dashboard`) }).click();
    await heading(page, `Welcome, ${member.username}!`).waitFor();
    await back(page, chat);
    await ourList(page).waitFor();
    await forward(page, '/dashboard');
    await heading(page, `Welcome, ${member.username}!`).waitFor();
    await back(page, chat);
    await page.reload();
    await ourList(page).waitFor();
    expect(path(page)).toBe(chat);
  });

  it('opens the chat in a fresh context logged in; logged out it asks to log in at the same address', async () => {
    const own = await openAt(chat, member.token);
    await ourList(own).waitFor();
    expect(path(own)).toBe(chat);
    const visitor = await openAt(chat);
    await visitor.getByText('Log in to see the AI game creator.').waitFor();
    expect(path(visitor)).toBe(chat);
    expect(await visitor.getByText('moon - lune', { exact: false }).count()).toBe(0);
  });
});

describe('the admin tabs at /admin/:tab', () => {
  const tab = (page: Page, name: string) => page.getByRole('tablist', { name: 'Admin sections' }).getByRole('tab', { name, exact: true });
  const selected = async (page: Page, name: string) => expect.poll(() => tab(page, name).getAttribute('aria-selected'), { timeout: SCREEN_WAIT_MS }).toBe('true');

  it('gives each tab opened by clicking its address; Back, Forward and reload return to that tab', async () => {
    const page = await pages.open({ reducedMotion: 'reduce' });
    await page.getByRole('button', { name: 'Admin login' }).click();
    const dialog = page.getByRole('dialog', { name: 'Admin Login' });
    await dialog.getByLabel('Admin username or email').fill('admin');
    await dialog.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
    await dialog.getByRole('button', { name: 'Log In as Admin' }).click();
    await heading(page, 'Admin Dashboard').waitFor();
    expect([path(page), await page.title()]).toEqual(['/admin', 'Admin — MatchDrop']);

    await tab(page, 'Users').click();
    await page.getByRole('searchbox', { name: 'Search users' }).waitFor();
    expect(path(page)).toBe('/admin/users');
    await tab(page, 'Suspended Messages').click();
    await expect.poll(() => path(page), { timeout: SCREEN_WAIT_MS }).toBe('/admin/messages');
    await tab(page, 'Public games').click();
    await expect.poll(() => path(page), { timeout: SCREEN_WAIT_MS }).toBe('/admin/public-games');

    await back(page, '/admin/messages');
    await selected(page, 'Suspended Messages');
    await back(page, '/admin/users');
    await selected(page, 'Users');
    await page.getByRole('searchbox', { name: 'Search users' }).waitFor();
    await back(page, '/admin');
    await selected(page, 'Overview');
    await forward(page, '/admin/users');
    await selected(page, 'Users');
    await page.reload();
    await selected(page, 'Users');
    await page.getByRole('searchbox', { name: 'Search users' }).waitFor();
    expect(path(page)).toBe('/admin/users');
  });

  it('opens a tab in a fresh context: the admin sees it, a player is refused, a visitor is asked to log in', async () => {
    const { token } = await apiCall<{ token: string }>(app.product, 'POST', '/api/admin/login', { username: 'admin', password: ADMIN_PASSWORD });
    const admin = await openAt('/admin/notifications', token);
    await selected(admin, 'Notifications');
    expect(path(admin)).toBe('/admin/notifications');

    const player = await registerAccount(app.product, `nav_player_${suffix}`);
    const refused = await openAt('/admin/notifications', player.token);
    await refused.getByRole('heading', { name: 'You may not see this page' }).waitFor();
    expect(await refused.getByRole('tab').count()).toBe(0);

    const visitor = await openAt('/admin/public-games');
    await visitor.getByTestId('login-required').waitFor();
    expect(path(visitor)).toBe('/admin/public-games');
    expect(await visitor.getByRole('tab').count()).toBe(0);
  });
});
