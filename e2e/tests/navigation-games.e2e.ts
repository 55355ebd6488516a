// The pair editor and the review at their addresses, and the game's Return button, in Chromium: each screen opened
// by clicking shows its address (/games/:id/edit, /review), Back and Forward return to it, a reload keeps it, and
// the address in a fresh context shows it logged in and what it takes (a login) otherwise. A game's Return button
// names the screen it returns to: the library, a game's page, the games.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCall, openLoggedIn, playMissingTwo, registerAccount, RIVERS } from '../testing/accounts.ts';
import { waitForGame } from '../testing/freeplay.ts';
import { back, forward, heading, path, SCREEN_WAIT_MS, useAddressTest } from '../testing/navigation.ts';

const { app, pages, suffix, topic: TOPIC, game: GAME, openAt } = useAddressTest();
const userButton = (page: Page, username: string) => page.getByRole('button', { name: new RegExp(`^${username}: open your dashboard`) });

/** A saved game of the user's, through the API. */
async function saveGame(token: string, name: string, extra: Record<string, unknown> = {}): Promise<number> {
  const saved = await apiCall<{ dictionary: { id: number } }>(app.product, 'POST', '/api/v2/dictionaries', { name, data: RIVERS, ...extra }, token);
  return saved.dictionary.id;
}

describe('the pair editor at /games/:id/edit', () => {
  let owner: { username: string; token: string };
  let edit: string;

  it('opens from the dashboard at its address; Back, Forward and reload return to the same game', async () => {
    owner = await registerAccount(app.product, `nav_editor_${suffix}`);
    const id = await saveGame(owner.token, `Rivers ${suffix}`);
    edit = `/games/${id}/edit`;
    const page = await openLoggedIn(pages, owner.token, owner.username);
    await userButton(page, owner.username).click();
    await page.getByRole('button', { name: `Edit: Rivers ${suffix}` }).click();
    const name = page.getByTestId('game-editor').getByLabel('Name');
    await expect.poll(() => name.inputValue(), { timeout: SCREEN_WAIT_MS }).toBe(`Rivers ${suffix}`);
    expect([path(page), await page.title()]).toEqual([edit, 'Edit game — MatchDrop']);

    await back(page, '/dashboard');
    await heading(page, `Welcome, ${owner.username}!`).waitFor();
    await forward(page, edit);
    await expect.poll(() => name.inputValue(), { timeout: SCREEN_WAIT_MS }).toBe(`Rivers ${suffix}`);
    await page.reload();
    await expect.poll(() => name.inputValue(), { timeout: SCREEN_WAIT_MS }).toBe(`Rivers ${suffix}`);
    expect(path(page)).toBe(edit);
  });

  it('opens the editor in a fresh context for its owner; a visitor is asked to log in; another user gets none of it', async () => {
    const own = await openAt(edit, owner.token);
    await expect.poll(() => own.getByTestId('game-editor').getByLabel('Name').inputValue(), { timeout: SCREEN_WAIT_MS }).toBe(`Rivers ${suffix}`);

    const visitor = await openAt(edit);
    await visitor.getByTestId('login-required').waitFor();
    expect(path(visitor)).toBe(edit);

    const other = await registerAccount(app.product, `nav_other_${suffix}`);
    const stranger = await openAt(edit, other.token);
    await stranger.getByTestId('game-editor').getByRole('alert').waitFor();
    expect(await stranger.getByTestId('game-editor').getByLabel('Name').count()).toBe(0);
    expect(await stranger.getByText('Egypt').count()).toBe(0);
  });
});

describe('the review at /review', () => {
  let learner: { username: string; token: string };

  it('opens from the header at its address; Back returns to where it began; Forward and reload deal the review again', async () => {
    learner = await registerAccount(app.product, `nav_review_${suffix}`);
    const id = await saveGame(learner.token, `Review rivers ${suffix}`);
    await playMissingTwo(app.product, id, learner.token);
    const page = await openLoggedIn(pages, learner.token, learner.username);
    await page.getByRole('button', { name: /^Review: 2 pairs due/ }).click();
    await waitForGame(page);
    expect(path(page)).toBe('/review');
    await heading(page, 'Review').waitFor();

    await back(page, '/');
    await page.getByRole('list', { name: 'Topics' }).waitFor();
    await forward(page, '/review');
    await waitForGame(page);
    await page.reload();
    await waitForGame(page);
    expect(path(page)).toBe('/review');
  });

  it('opens /review in a fresh context: dealt logged in; logged out it says to log in, at the same address', async () => {
    const own = await openAt('/review', learner.token);
    await waitForGame(own);
    const visitor = await openAt('/review');
    await visitor.getByTestId('game-unavailable').getByText('Log in to review your pairs.').waitFor();
    expect(path(visitor)).toBe('/review');
    await visitor.getByRole('main').getByRole('button', { name: 'Log In', exact: true }).waitFor();
  });
});

describe('the Return button of a game', () => {
  const returnButton = (page: Page) =>
    page
      .getByTestId('game-area')
      .locator('xpath=ancestor::section')
      .getByRole('button', { name: /^Return to / })
      .first();

  it('names the screen it steps back to: the library, a game page, the games; a game opened by its address returns to the games', async () => {
    const player = await registerAccount(app.product, `nav_return_${suffix}`);
    const name = `Return rivers ${suffix}`;
    await saveGame(player.token, name, { is_public: true, category: 'geography' });
    const page = await openLoggedIn(pages, player.token, player.username);

    await page.getByRole('button', { name: 'Browse Public Games' }).click();
    await page.getByLabel('Search by name').fill(name);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(() => path(page), { timeout: SCREEN_WAIT_MS }).toBe(`/library?q=${encodeURIComponent(name).replace(/%20/g, '+')}`);
    const library = path(page);
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await waitForGame(page);
    expect(await returnButton(page).textContent()).toBe('Return to Library');
    await returnButton(page).click();
    await heading(page, 'Public games').waitFor();
    expect(path(page)).toBe(library);

    await page.goto(`${app.product.url}/`);
    await page.getByRole('button', { name: new RegExp(`^${TOPIC.name}`) }).click();
    await page.getByRole('button', { name: new RegExp(`^${GAME.name}`) }).click();
    await page.getByRole('link', { name: 'Game page: leaderboard, history, analytics' }).click();
    await page.getByTestId('game-page').getByRole('heading', { name: GAME.name }).waitFor();
    await page.getByTestId('game-page').getByRole('button', { name: 'Play', exact: true }).click();
    await waitForGame(page);
    expect(await returnButton(page).textContent()).toBe('Return to Game Page');
    await returnButton(page).click();
    await page.getByTestId('game-page').getByRole('heading', { name: GAME.name }).waitFor();
    expect(path(page)).toBe(`/builtin/${GAME.id}`);

    await back(page, '/');
    await page.getByRole('button', { name: 'Start Game' }).click();
    await waitForGame(page);
    expect(await returnButton(page).textContent()).toBe('Return to Games');

    const opened = await openAt(`/play/builtin/${GAME.id}?pairs=3`, player.token);
    await waitForGame(opened);
    expect(await returnButton(opened).textContent()).toBe('Return to Games');
    await returnButton(opened).click();
    await opened.getByRole('list', { name: 'Topics' }).waitFor();
    expect(path(opened)).toBe('/');
  });
});
