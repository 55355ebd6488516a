// Every screen has its address (client/src/routes.ts), in Chromium: screens opened by clicking show their
// address and title, Back and Forward move between them as they were left, a reload keeps the screen, a screen
// that needs an account shows the login first at its address. The old join link redirects. Links are real links.
// (Fresh contexts at an address: navigation-deep-links.e2e.ts; rooms and heats, mailed links, the other screens:
// the other navigation-*.e2e.ts files, split so the browser pass's workers share the time.)
import { describe, expect, it } from 'vitest';
import { openLoggedIn, PASSWORD, registerAccount } from '../testing/accounts.ts';
import { back, forward, heading, path, useAddressTest } from '../testing/navigation.ts';

const { app, pages, suffix, topic: TOPIC, game: GAME, openAt } = useAddressTest();

describe('addresses', () => {
  let alice: { id: number; username: string; token: string };

  it('gives each screen opened by clicking its address and title; Back, Forward and reload keep to them', async () => {
    alice = await registerAccount(app.product, `nav_alice_${suffix}`);
    const page = await openLoggedIn(pages, alice.token, alice.username);
    expect([path(page), await page.title()]).toEqual(['/', 'MatchDrop']);

    await page.getByRole('button', { name: 'Browse Public Games' }).click();
    await heading(page, 'Public games').waitFor();
    expect([path(page), await page.title()]).toEqual(['/library', 'Public games — MatchDrop']);
    await page.getByLabel('Search by name').fill('zebra');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(() => path(page)).toBe('/library?q=zebra');

    await page.getByRole('button', { name: new RegExp(`^${alice.username}: open your dashboard`) }).click();
    await heading(page, `Welcome, ${alice.username}!`).waitFor();
    expect([path(page), await page.title()]).toEqual(['/dashboard', 'Your dashboard — MatchDrop']);

    await page.getByRole('button', { name: 'Competition' }).click();
    await page.getByRole('button', { name: /^Join a tournament/ }).click();
    await heading(page, 'Join a tournament').waitFor();
    expect(path(page)).toBe('/tournaments/join');

    // Back through every screen, as it was left (the library's search in its box), then Forward again.
    await back(page, '/competition');
    await page.getByRole('button', { name: /^Create Room/ }).waitFor();
    await back(page, '/dashboard');
    await heading(page, `Welcome, ${alice.username}!`).waitFor();
    await back(page, '/library?q=zebra');
    await expect.poll(() => page.getByLabel('Search by name').inputValue()).toBe('zebra');
    await back(page, '/library');
    await expect.poll(() => page.getByLabel('Search by name').inputValue()).toBe('');
    await back(page, '/');
    await page.getByRole('list', { name: 'Topics' }).waitFor();
    await forward(page, '/library');
    await forward(page, '/library?q=zebra');
    await expect.poll(() => page.getByLabel('Search by name').inputValue()).toBe('zebra');
    await page.reload();
    await heading(page, 'Public games').waitFor();
    expect(await page.getByLabel('Search by name').inputValue()).toBe('zebra');

    // A built-in game's page and the game itself, each at its address; a reload of the game deals it again.
    await page.goto(`${app.product.url}/`);
    await page.getByRole('button', { name: new RegExp(`^${TOPIC.name}`) }).click();
    await page.getByRole('button', { name: new RegExp(`^${GAME.name}`) }).click();
    const pageLink = page.getByRole('link', { name: 'Game page: leaderboard, history, analytics' });
    expect(await pageLink.getAttribute('href')).toBe(`/builtin/${GAME.id}`);
    await pageLink.click();
    await page.getByTestId('game-page').getByRole('heading', { name: GAME.name }).waitFor();
    expect([path(page), await page.title()]).toEqual([`/builtin/${GAME.id}`, `${GAME.name} — MatchDrop`]);
    await back(page, '/');
    await page.getByRole('button', { name: new RegExp(`^${TOPIC.name}`) }).click();
    await page.getByRole('button', { name: new RegExp(`^${GAME.name}`) }).click();
    await page.getByRole('slider', { name: 'Number of pairs' }).fill('4');
    await page.getByRole('button', { name: 'Start Game' }).click();
    await page.getByTestId('game-area').waitFor();
    expect([path(page), await page.title()]).toEqual([`/play/builtin/${GAME.id}?pairs=4`, `${GAME.name} — MatchDrop`]);
    // Back from the game returns to where it was started from.
    await back(page, '/');
    await page.getByRole('button', { name: 'Start Game' }).waitFor();
    await forward(page, `/play/builtin/${GAME.id}?pairs=4`);
    await page.getByTestId('game-area').waitFor();
    await page.reload();
    await page.getByTestId('game-area').waitFor();
    await expect.poll(() => page.getByTestId('game-area').locator('canvas').count(), { timeout: 20_000 }).toBe(1);
  });

  it('opens a link with a modified click in a new tab, leaving the page where it was', async () => {
    const page = await openAt('/');
    await page.getByRole('button', { name: new RegExp(`^${TOPIC.name}`) }).click();
    await page.getByRole('button', { name: new RegExp(`^${GAME.name}`) }).click();
    const [tab] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('link', { name: 'Game page: leaderboard, history, analytics' }).click({ modifiers: ['ControlOrMeta'] }),
    ]);
    await tab.waitForURL(`${app.product.url}/builtin/${GAME.id}`);
    await tab.getByTestId('game-page').getByRole('heading', { name: GAME.name }).waitFor();
    expect(path(page)).toBe('/');
  });

  it('shows a screen that needs an account after the login, at the same address', async () => {
    for (const [address, shown] of [
      ['/dashboard', `Welcome, ${alice.username}!`],
      ['/ai', 'AI Game Creator'],
    ] as const) {
      const page = await openAt(address);
      const dialog = page.getByRole('dialog', { name: 'Log In' });
      await dialog.waitFor();
      await page.getByTestId('login-required').waitFor();
      await dialog.getByLabel('Username or email').fill(alice.username);
      await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await dialog.getByRole('button', { name: 'Log In', exact: true }).click();
      await heading(page, shown).waitFor();
      expect(path(page)).toBe(address);
    }
  });

  it('redirects the old join link /?t=CODE to the tournament address /t/CODE', async () => {
    const page = await openAt('/?t=abc234');
    await page.waitForURL(`${app.product.url}/t/ABC234`);
    // The title comes with the screen's chunk and its catalogs, a moment after the address (seconds on a busy machine).
    await expect.poll(() => page.title(), { timeout: 15_000 }).toBe('Tournament ABC234 — MatchDrop');
  });

  it('hosting a tournament at /tournaments/new: by clicking, Back, Forward and reload; a fresh context logged out asks to log in', async () => {
    const host = await registerAccount(app.product, `nav_host_${suffix}`);
    const page = await openLoggedIn(pages, host.token, host.username);
    await page.getByRole('button', { name: 'Competition' }).click();
    await page.getByRole('button', { name: /^Host a tournament/ }).click();
    await page.getByRole('button', { name: TOPIC.name }).waitFor();
    expect([path(page), await page.title()]).toEqual(['/tournaments/new', 'Host a tournament — MatchDrop']);
    await back(page, '/competition');
    await page.getByRole('button', { name: /^Host a tournament/ }).waitFor();
    await forward(page, '/tournaments/new');
    await page.getByRole('button', { name: TOPIC.name }).waitFor();
    await page.reload();
    await page.getByRole('button', { name: TOPIC.name }).waitFor();
    expect(path(page)).toBe('/tournaments/new');

    const visitor = await openAt('/tournaments/new');
    await visitor.getByText('Log in to host a tournament.').waitFor();
    expect(path(visitor)).toBe('/tournaments/new');
    const member = await openAt('/tournaments/new', host.token);
    await member.getByRole('button', { name: TOPIC.name }).waitFor();
    expect(path(member)).toBe('/tournaments/new');
  });

  it('the AI creator at /ai in a fresh context: logged out it asks to log in at the same address; logged in it shows the creator there', async () => {
    const member = await registerAccount(app.product, `nav_ai_${suffix}`);
    const visitor = await openAt('/ai');
    await visitor.getByText('Log in to see the AI game creator.').waitFor();
    expect(path(visitor)).toBe('/ai');
    // Set by the screen's effect, after the commit that shows the notice.
    await expect.poll(() => visitor.title(), { timeout: 15_000 }).toBe('AI Game Creator — MatchDrop');
    const page = await openAt('/ai', member.token);
    await page.getByRole('log', { name: 'Conversation' }).waitFor();
    expect(await page.getByText('Log in to see the AI game creator.').count()).toBe(0);
    expect([path(page), await page.title()]).toEqual(['/ai', 'AI Game Creator — MatchDrop']);
  });
});
