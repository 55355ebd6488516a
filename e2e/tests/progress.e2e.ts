import { findBuiltinGame, findCategory } from '@matchdrop/shared';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { finishWithMouse, gamePairs, pickPair, playPair, startBuiltinGame, waitForGame } from '../testing/freeplay.ts';
import { useProduct } from '../testing/boot.ts';
import { apiCall, openLoggedIn, PASSWORD, registerUser, waitForEmptyZones } from '../testing/accounts.ts';

const ADMIN_PASSWORD = 'admin-progress-secret';
const app = useProduct({ env: { ADMIN_PASSWORD }, closeAfterEach: true });
const { pages } = app;
const suffix = Date.now().toString(36).slice(-5);
const TOPIC = findCategory('language')!;
const GAME = findBuiltinGame('numbers')!;

/** Plays a 3-pair game with one wrong match first; answers the two pairs that wrong match missed. */
async function playWithOneMiss(page: Page): Promise<Array<[string, string]>> {
  await startBuiltinGame(page, TOPIC.name, GAME.name, 3);
  await page.getByRole('slider', { name: 'Game Speed' }).fill('1');
  const dealt = await gamePairs(page);
  const wrong = await pickPair(page, true);
  await playPair(page, wrong);
  await waitForEmptyZones(page);
  await finishWithMouse(page);
  return wrong.map((item) => dealt.find((pair) => pair.includes(item.text))!);
}

describe('every finished game counts', () => {
  it('records a logged-in free-play game: the result shows best, place, top 5 and the missed pairs; the game page shows it on the leaderboard and in history', async () => {
    const username = `prog_${suffix}`;
    const token = await registerUser(app.product, username);
    const page = await openLoggedIn(pages, token, username);
    const missed = await playWithOneMiss(page);

    const result = page.getByTestId('game-result');
    await result.getByTestId('result-standing').waitFor({ timeout: 15_000 });
    const score = await page.getByTestId('completion-score').textContent();
    expect(await result.getByTestId('personal-best').textContent()).toBe(score);
    expect(await result.getByTestId('leaderboard-place').textContent()).toBe('#1');
    const top = result.getByTestId('result-leaderboard');
    expect(await top.locator('tr[aria-current="true"]').textContent()).toContain(username);
    const missedText = await result.getByTestId('missed-pairs').textContent();
    for (const [a, b] of missed) {
      expect(missedText).toContain(a);
      expect(missedText).toContain(b);
    }

    await result.getByRole('link', { name: /^Game page/ }).click();
    const gamePage = page.getByTestId('game-page');
    await gamePage.getByTestId('page-history').waitFor();
    expect(await gamePage.getByTestId('page-leaderboard').locator('tr[aria-current="true"]').textContent()).toContain(username);
    const historyRows = gamePage.getByTestId('page-history').locator('tbody tr');
    expect(await historyRows.count()).toBe(1);
    expect(await historyRows.first().textContent()).toContain('Free play');
    expect(await gamePage.getByTestId('analytics-plays').textContent()).toBe('1');
    expect(await gamePage.getByTestId('hardest-pairs').textContent()).toContain(missed[0]![0]);

    // Play from the game page: a second game of the same built-in game lands in the same history.
    await gamePage.getByRole('button', { name: 'Play', exact: true }).click();
    await page.getByTestId('game-area').waitFor();
  });

  it('does not record a visitor’s game and invites them to log in', async () => {
    const page = await pages.open({ reducedMotion: 'reduce' });
    let recorded = false;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/play')) recorded = true;
    });
    await playWithOneMiss(page);
    const result = page.getByTestId('game-result');
    await result.getByRole('button', { name: 'Log in' }).waitFor();
    expect(await result.textContent()).toContain('to keep your progress');
    expect(await result.getByTestId('missed-pairs').locator('li').count()).toBe(2);
    expect(recorded).toBe(false);
    await result.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('dialog', { name: 'Log In' }).waitFor();
  });
});

describe('the public library', () => {
  it('finds a public game by name and category, plays it, and saves a private copy to My games', async () => {
    const owner = `lib_owner_${suffix}`;
    const ownerToken = await registerUser(app.product, owner);
    const name = `Planets ${suffix}`;
    const data = { Mercury: '1st', Venus: '2nd', Earth: '3rd', Mars: '4th' };
    await apiCall(app.product, 'POST', '/api/v2/dictionaries', { name, data, is_public: true, category: 'science' }, ownerToken);
    await apiCall(app.product, 'POST', '/api/v2/dictionaries', { name: `Other ${suffix}`, data, is_public: true, category: 'history' }, ownerToken);
    const reader = `lib_reader_${suffix}`;
    const page = await openLoggedIn(pages, await registerUser(app.product, reader), reader);

    await page.getByRole('button', { name: 'Browse Public Games' }).click();
    const library = page.getByTestId('library');
    await library.getByLabel('Search by name').fill(suffix);
    await library.getByRole('button', { name: 'Search' }).click();
    await library.getByRole('listitem', { name: `Other ${suffix}` }).waitFor();
    await library.getByLabel('Category').selectOption('science');
    await library.getByRole('listitem', { name: `Other ${suffix}` }).waitFor({ state: 'detached' });
    const card = library.getByRole('listitem', { name });
    expect(await card.textContent()).toContain(`by ${owner}`);
    expect(await card.textContent()).toContain('4 pairs');

    await card.getByRole('button', { name: 'Save a copy' }).click();
    await library.getByText(`Saved to your games as "${name}"`).waitFor();

    await card.getByRole('button', { name: 'Play' }).click();
    await page.getByTestId('game-area').waitFor();
    await page.getByRole('heading', { name }).waitFor();

    // The copy is the reader's own, private game.
    await page.getByRole('button', { name: new RegExp(`^${reader}: open your dashboard`) }).click();
    await page.getByRole('heading', { name, level: 4 }).waitFor();
  });
});

describe('editable games', () => {
  it('edits a saved game’s pairs in the table editor: change, add, remove, with upload’s checks', async () => {
    const username = `editor_${suffix}`;
    const token = await registerUser(app.product, username);
    const saved = await apiCall<{ dictionary: { id: number } }>(
      app.product,
      'POST',
      '/api/v2/dictionaries',
      { name: 'Capitals', data: { France: 'Paris', Spain: 'Madrid', Italy: 'Rome' } },
      token,
    );
    const page = await openLoggedIn(pages, token, username);
    await page.getByRole('button', { name: new RegExp(`^${username}: open your dashboard`) }).click();
    await page.getByRole('button', { name: 'Edit: Capitals' }).click();
    const editor = page.getByTestId('game-editor');
    await editor.getByLabel('Item 1', { exact: true }).waitFor();
    // The stored map keeps no direction: a pair may show either way round.
    const rows = await Promise.all(
      [1, 2, 3].map(async (n) => [await editor.getByLabel(`Item ${n}`, { exact: true }).inputValue(), await editor.getByLabel(`Counterpart ${n}`, { exact: true }).inputValue()]),
    );
    const italy = rows.findIndex((row) => row.includes('Italy')) + 1;
    const spain = rows.findIndex((row) => row.includes('Spain')) + 1;
    await editor.getByLabel(`Item ${spain}`, { exact: true }).fill('Spain');
    await editor.getByLabel(`Counterpart ${spain}`, { exact: true }).fill('Madrid!');
    await editor.getByRole('button', { name: `Remove pair ${italy}` }).click();
    await editor.getByRole('button', { name: 'Add pair' }).click();
    await editor.getByLabel('Item 3', { exact: true }).fill('Portugal');
    // Upload's checks: a half-filled pair is refused, with a clear message.
    await editor.getByRole('button', { name: 'Save changes' }).click();
    await editor.getByRole('alert').getByText('Pair 3 needs both an item and its counterpart').waitFor();
    await editor.getByLabel('Counterpart 3', { exact: true }).fill('Lisbon');
    await editor.getByLabel('Name', { exact: true }).fill('Capitals of Europe');
    await editor.getByRole('button', { name: 'Save changes' }).click();
    await page.getByRole('heading', { name: 'Capitals of Europe', level: 4 }).waitFor();
    const after = await apiCall<{ dictionary: { name: string; data: Record<string, string> } }>(
      app.product,
      'GET',
      `/api/v2/dictionaries/${saved.dictionary.id}`,
      undefined,
      token,
    );
    expect(after.dictionary.data).toEqual({ France: 'Paris', Paris: 'France', Spain: 'Madrid!', 'Madrid!': 'Spain', Portugal: 'Lisbon', Lisbon: 'Portugal' });
  });

  it('exports a game as CSV and JSON that upload takes back unchanged', async () => {
    const username = `export_${suffix}`;
    const token = await registerUser(app.product, username);
    const data = { 'a, b': 'say "hi"', 'say "hi"': 'a, b', '3 × 4': '12', '12': '2 × 6', '2 × 6': '12', Dog: 'Perro', Perro: 'Dog' };
    await apiCall(app.product, 'POST', '/api/v2/dictionaries', { name: 'Tricky', data }, token);
    const page = await pages.open({ reducedMotion: 'reduce', acceptDownloads: true }, (context) =>
      context.addInitScript((t) => window.localStorage.setItem('matchdrop.token', t), token),
    );
    const saved = ['Tricky'];
    for (const format of ['CSV', 'JSON'] as const) {
      await page.getByRole('button', { name: new RegExp(`^${username}: open your dashboard`) }).click();
      // The list is drawn from its last answer and redrawn when the fresh one arrives; a click in between can
      // land on a row that has just moved. Wait for the list to hold every game saved so far.
      for (const name of saved) await page.getByRole('link', { name: `Game page: ${name}` }).waitFor();
      await page.getByRole('link', { name: 'Game page: Tricky' }).click();
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: `Export ${format}`, exact: true }).click()]);
      const file = await download.path();
      await page.getByRole('button', { name: 'Back to Profile' }).click();
      await page.getByRole('button', { name: 'Back to Game' }).click();
      await page.locator('input[type="file"]').setInputFiles({ name: download.suggestedFilename(), mimeType: 'text/plain', buffer: readFileSync(file) });
      await page.getByRole('button', { name: 'Save Game' }).click();
      const dialog = page.getByRole('dialog', { name: 'Save Game' });
      await dialog.getByLabel('Game name').fill(`Back ${format}`);
      await dialog.getByRole('button', { name: 'Save Game' }).click();
      await dialog.waitFor({ state: 'hidden' });
      saved.push(`Back ${format}`);
      const mine = await apiCall<Array<{ name: string; data: Record<string, string> }> | { dictionaries: Array<{ name: string; data: Record<string, string> }> }>(
        app.product,
        'GET',
        '/api/dictionaries',
        undefined,
        token,
      );
      const list = Array.isArray(mine) ? mine : mine.dictionaries;
      expect(list.find((d) => d.name === `Back ${format}`)?.data).toEqual(data);
    }
  });
});

describe('review', () => {
  it('brings the pairs missed in a game back as a review session, and each judged pair leaves the due count', async () => {
    const username = `review_${suffix}`;
    const token = await registerUser(app.product, username);
    const page = await openLoggedIn(pages, token, username);
    expect(await page.getByRole('button', { name: /^Review:/ }).count()).toBe(0);
    const missed = await playWithOneMiss(page);
    await page.getByTestId('game-result').getByTestId('result-standing').waitFor({ timeout: 15_000 });

    const review = page.getByRole('button', { name: /^Review: 2 pairs due/ });
    await review.waitFor();
    expect(await review.textContent()).toBe('Review (2)');
    await review.click();
    await page.getByRole('heading', { name: 'Review' }).waitFor();
    await waitForGame(page);
    const dealt = await gamePairs(page);
    expect(dealt.map((pair) => [...pair].sort())).toEqual(expect.arrayContaining(missed.map((pair) => [...pair].sort())));
    expect(dealt).toHaveLength(2);
    await finishWithMouse(page);
    const result = page.getByTestId('review-result');
    await result.getByText('Review saved.').waitFor();
    expect(await result.getByTestId('review-summary').textContent()).toBe('2 of 2 pairs right: they move further out.');
    await review.waitFor({ state: 'detached' });
    const summary = await apiCall<{ dueNow: number; total: number; streak: number }>(app.product, 'GET', '/api/review/summary', undefined, token);
    expect(summary).toMatchObject({ dueNow: 0, total: 2, streak: 1 });

    // My progress on the dashboard: the game, its pairs, the review queue and the accuracy trend chart.
    await page.getByRole('button', { name: new RegExp(`^${username}: open your dashboard`) }).click();
    const progress = page.getByTestId('my-progress');
    await progress.getByTestId('games-this-week').waitFor();
    expect(await progress.getByTestId('games-this-week').textContent()).toBe('1');
    expect(await progress.getByTestId('pairs-matched').textContent()).toBe('3');
    // Both pairs were right once: they are in their 10-minute learning step, still due later today.
    expect(await progress.getByTestId('review-due-today').textContent()).toBe('2');
    expect(await progress.getByTestId('review-streak').textContent()).toBe('1');
    expect(await progress.getByTestId('most-played').textContent()).toContain(GAME.name);
    await progress.locator('[data-testid="accuracy-chart"] canvas').waitFor();
  });
});

describe('resilience of the screens', () => {
  it('shows "This part of MatchDrop could not load" with Retry when a lazy chunk fails, and Retry loads it', async () => {
    const username = `chunk_${suffix}`;
    const token = await registerUser(app.product, username);
    let blocked = true;
    const page = await pages.open({ reducedMotion: 'reduce' }, async (context) => {
      await context.addInitScript((t) => window.localStorage.setItem('matchdrop.token', t), token);
      await context.route(/\/assets\/(UserDashboard|ProfileView)-[^/]*\.js$/, (route) => (blocked ? route.abort() : route.continue()));
    });
    const userButton = page.getByRole('button', { name: new RegExp(`^${username}: open your dashboard`) });
    await userButton.click();
    const failed = page.getByTestId('chunk-failed');
    await failed.waitFor();
    expect(await failed.textContent()).toContain('This part of MatchDrop could not load');
    blocked = false;
    await failed.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('heading', { name: `Welcome, ${username}!` }).waitFor();
    expect(await failed.count()).toBe(0);
  });

  it('offers a suspended user no Save, Share or Edit', async () => {
    const username = `susp_${suffix}`;
    const token = await registerUser(app.product, username);
    await apiCall(app.product, 'POST', '/api/v2/dictionaries', { name: 'Mine', data: { a: 'b', c: 'd', e: 'f' } }, token);
    const admin = await apiCall<{ token: string }>(app.product, 'POST', '/api/admin/login', { username: 'admin', password: ADMIN_PASSWORD });
    const me = await apiCall<{ user: { id: number } }>(app.product, 'GET', '/api/auth/profile', undefined, token);
    await apiCall(app.product, 'POST', `/api/admin/users/${me.user.id}/suspend`, { reason: 'Testing' }, admin.token);
    const fresh = await apiCall<{ token: string }>(app.product, 'POST', '/api/auth/login', { username, password: PASSWORD });
    const page = await pages.open({ reducedMotion: 'reduce' }, (context) => context.addInitScript((t) => window.localStorage.setItem('matchdrop.token', t), fresh.token));
    await page.getByRole('button', { name: new RegExp(`^${username}: open your dashboard`) }).click();
    await page.getByRole('heading', { name: 'Mine', level: 4 }).waitFor();
    expect(await page.getByRole('button', { name: 'Play Game: Mine' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Edit: Mine' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Share: Mine' }).count()).toBe(0);
  });
});
