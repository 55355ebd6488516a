import { ATTEMPT_GAP_MIN_MS, findBuiltinGame, findCategory, type PlayRecord } from '@matchdrop/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useProduct } from '../testing/boot.ts';
import { apiCall, openLoggedIn, registerAccount, waitForEmptyZones } from '../testing/accounts.ts';
import { finishWithMouse, focusItem, gameState, pickPair, playPair, startBuiltinGame, tabIntoGame, waitForGame, type HookState } from '../testing/freeplay.ts';

// Issue 34: free play judged by the server (R-JUDGE-1 … R-JUDGE-6, R-JUDGE-9), in the browser: one product, one page,
// three built-in games and an uploaded one.
const app = useProduct();
const TOPIC = findCategory('language')!;
const GAME = findBuiltinGame('numbers')!;
const suffix = Date.now().toString(36).slice(-5);

const result = (page: Page) => page.getByTestId('game-result');

/** What the screen says once the server judged the game: the game's own score, and the best on the leaderboard. */
async function scoreOnScreenAndBoard(page: Page): Promise<{ screen: string | null; best: string | null; row: string | null }> {
  await result(page).getByTestId('result-standing').waitFor({ timeout: 20_000 });
  return {
    screen: await page.getByTestId('completion-score').textContent(),
    best: await result(page).getByTestId('personal-best').textContent(),
    row: await result(page).getByTestId('result-leaderboard').locator('tr[aria-current="true"]').textContent(),
  };
}

/** Plays every remaining pair with the keyboard alone, at a hand's pace (the server refuses attempts closer than a hand moves). */
async function finishWithKeyboard(page: Page): Promise<void> {
  await tabIntoGame(page);
  for (;;) {
    const state = await gameState(page);
    if (state.finished) return;
    // The first attempt too: from the game's start to a first pair is two moves of a hand.
    await page.waitForTimeout(ATTEMPT_GAP_MIN_MS);
    const [first, second] = await pickPair(page);
    await focusItem(page, first.text);
    await page.keyboard.press('Enter');
    await page.keyboard.press('1');
    await focusItem(page, second.text);
    await page.keyboard.press('Enter');
    await page.keyboard.press('2');
    await page.waitForFunction((n) => (window as Window & { __matchdropTest?: { state(): HookState } }).__matchdropTest!.state().matchedPairs > n, state.matchedPairs);
  }
}

describe('free play judged by the server', () => {
  it('scores a mouse and a keyboard game the same on screen and on the leaderboard, records a game finished offline once when back, and judges an uploaded game', async () => {
    const account = await registerAccount(app.product, `judged_${suffix}`);
    const page = await openLoggedIn(app.pages, account.token, account.username);
    const dealt: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/deals')) dealt.push(request.url());
    });

    // By mouse: a right pair, a wrong one (−1), then the rest: 2 − 1 + 4 = 5.
    await startBuiltinGame(page, TOPIC.name, GAME.name, 3);
    await page.getByRole('slider', { name: 'Game Speed' }).fill('1');
    await playPair(page, await pickPair(page));
    await playPair(page, await pickPair(page, true));
    await waitForEmptyZones(page);
    await finishWithMouse(page);
    const mouse = await scoreOnScreenAndBoard(page);
    expect(mouse.screen).toBe('5');
    expect(mouse.best).toBe('5');
    expect(mouse.row).toContain(account.username);

    // By keyboard: every pair right, a new best of 6 on screen and on the board.
    await page.getByRole('button', { name: 'Play again' }).click();
    await waitForGame(page);
    await finishWithKeyboard(page);
    const keyboard = await scoreOnScreenAndBoard(page);
    expect(keyboard).toMatchObject({ screen: '6', best: '6' });
    expect(keyboard.row).toContain('6');

    // The connection drops before the last pair: the verdict is still instant, the result waits, and the game is
    // recorded once the connection is back.
    await page.getByRole('button', { name: 'Play again' }).click();
    await waitForGame(page);
    await playPair(page, await pickPair(page));
    await playPair(page, await pickPair(page));
    await page.context().setOffline(true);
    const last = await playPair(page, await pickPair(page));
    expect(last.finished).toBe(true);
    await result(page).getByTestId('result-waiting').waitFor({ timeout: 10_000 });
    await page.context().setOffline(false);
    expect((await scoreOnScreenAndBoard(page)).screen).toBe('6');

    // One request before each game's first frame, and each game judged once, by the server.
    expect(dealt).toHaveLength(3);
    const { history } = await apiCall<{ history: PlayRecord[] }>(app.product, 'GET', `/api/v2/builtin-games/${GAME.id}/history`, undefined, account.token);
    expect(history.map((play) => [play.score, play.verified])).toEqual([
      [6, true],
      [6, true],
      [5, true],
    ]);
    const { analytics } = await apiCall<{ analytics: { plays: number } }>(app.product, 'GET', `/api/v2/builtin-games/${GAME.id}/analytics`);
    expect(analytics.plays).toBe(3);

    // An uploaded game (R-JUDGE-9): dealt by the server from the file's pairs (still one request before the first
    // frame), and the panel shows the figures the server judged: the same score as the screen's.
    await page.goto(app.product.url);
    const rows = ['one,uno', 'two,dos', 'three,tres', 'four,cuatro'].join('\n');
    await page.getByLabel('Upload game file').setInputFiles({ name: 'spanish.csv', mimeType: 'text/csv', buffer: Buffer.from(rows) });
    await page.getByRole('slider', { name: 'Number of pairs' }).fill('3');
    await page.getByRole('button', { name: 'Start Game' }).click();
    await waitForGame(page);
    await page.getByRole('slider', { name: 'Game Speed' }).fill('1');
    await finishWithMouse(page);
    await result(page).getByTestId('judged-result').waitFor({ timeout: 20_000 });
    expect(await result(page).getByTestId('judged-score').textContent()).toBe(await page.getByTestId('completion-score').textContent());
    expect(dealt).toHaveLength(4);
    expect(dealt.at(-1)).toMatch(/\/api\/v2\/uploaded-games\/deals$/);
  });
});
