// Issue 16, live without polling: notifications and the unread badge arrive by push within 2 s (the poll
// runs every 30 s and is only a fallback), a suspended player's open tab learns of the suspension at once,
// even mid-game with no call of its own, and an admin's reply raises the suspended player's badge.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { startBuiltinGame } from '../testing/freeplay.ts';
import { apiCall, PASSWORD, registerAccount } from '../testing/accounts.ts';
import { useProduct } from '../testing/boot.ts';

const ADMIN_PASSWORD = 'admin-live-secret';
const PUSH_DEADLINE_MS = 2_000;

const app = useProduct({ env: { ADMIN_PASSWORD }, closeAfterEach: true });
const { pages } = app;
const suffix = Date.now().toString(36).slice(-5);

const call = (method: string, path: string, token: string | null, body?: unknown) => apiCall<Record<string, unknown>>(app.product, method, path, body, token ?? undefined);
const register = (name: string) => registerAccount(app.product, `${name}_${suffix}`);

/** The app in a browser context of its own, logged in with `token` (stored as the app stores it), once its live stream is open. */
async function openLoggedIn(token: string, username: string): Promise<Page> {
  let streamOpen: Promise<void> = Promise.resolve();
  const page = await pages.open({ reducedMotion: 'reduce' }, (context) => {
    streamOpen = new Promise<void>((resolve) => context.on('response', (response) => response.url().endsWith('/api/events') && response.status() === 200 && resolve()));
    return context.addInitScript((t) => localStorage.setItem('matchdrop.token', t), token);
  });
  await page.getByRole('button', { name: new RegExp(`^${username}: open your dashboard`) }).waitFor();
  await streamOpen;
  return page;
}

const badge = (page: Page) => page.getByTestId('unread-badge');

describe('live events', () => {
  it('shows a share on the badge within 2 s, without a reload or the 30 s poll', async () => {
    const [ana, ben] = [await register('ana'), await register('ben')];
    const page = await openLoggedIn(ana.token, ana.username);
    const game = await call('POST', '/api/v2/dictionaries', ben.token, { name: 'Capitals', data: { France: 'Paris', Spain: 'Madrid', Italy: 'Rome' } });
    await call('POST', '/api/sharing/share-dictionary', ben.token, { dictionaryId: (game.dictionary as { id: number }).id, recipientUsername: ana.username });
    await badge(page).filter({ hasText: '1' }).waitFor({ timeout: PUSH_DEADLINE_MS });
  });

  it('tells a player mid-game of their suspension within seconds, and an admin’s reply raises their badge', async () => {
    const cleo = await register('cleo');
    const admin = (await call('POST', '/api/admin/login', null, { username: 'admin', password: ADMIN_PASSWORD })).token as string;
    const page = await openLoggedIn(cleo.token, cleo.username);
    await page.getByRole('list', { name: 'Topics' }).waitFor();
    await startBuiltinGame(page, 'Mathematics', 'Multiplication Table', 5);
    await call('POST', `/api/admin/users/${cleo.id}/suspend`, admin, { reason: 'Rude messages' });
    const notice = page.getByRole('dialog', { name: 'Your account is suspended' });
    await notice.waitFor({ timeout: 5_000 });
    expect(await notice.textContent()).toContain('Rude messages');

    // Logged in again (a suspended login succeeds), the player sees the admins' answer on the badge.
    const again = (await call('POST', '/api/auth/login', null, { username: cleo.username, password: PASSWORD })).token as string;
    const later = await openLoggedIn(again, cleo.username);
    await call('POST', `/api/admin/users/${cleo.id}/message`, admin, { message: 'We will look at it.' });
    await badge(later).filter({ hasText: '1' }).waitFor({ timeout: PUSH_DEADLINE_MS });
  });

  it('offers a suspended player neither Create Game with AI nor Save Game', async () => {
    const dana = await register('dana');
    const admin = (await call('POST', '/api/admin/login', null, { username: 'admin', password: ADMIN_PASSWORD })).token as string;
    await call('POST', `/api/admin/users/${dana.id}/suspend`, admin, { reason: 'Testing limits' });
    const token = (await call('POST', '/api/auth/login', null, { username: dana.username, password: PASSWORD })).token as string;
    const page = await openLoggedIn(token, dana.username);
    // The restored session is known to be suspended together with the user button: the notice, if shown, is up now.
    const notice = page.getByRole('dialog', { name: 'Your account is suspended' });
    if (await notice.isVisible()) await notice.getByRole('button', { name: 'Continue' }).click();
    const ai = page.getByRole('button', { name: 'Create Game with AI' });
    expect(await ai.isDisabled()).toBe(true);
    await page.getByText('Suspended accounts cannot create games with AI').waitFor();
    const game = JSON.stringify({ dog: 'perro', cat: 'gato', house: 'casa' });
    await page.getByLabel('Upload game file').setInputFiles({ name: 'spanish.json', mimeType: 'application/json', buffer: Buffer.from(game, 'utf8') });
    await page.getByRole('button', { name: 'Start Game' }).waitFor();
    expect(await page.getByRole('button', { name: 'Save Game' }).count()).toBe(0);
  });
});
