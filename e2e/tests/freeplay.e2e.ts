import { findBuiltinGame, findCategory } from '@matchdrop/shared';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { finishWithMouse, focusItem, gamePairs, gameState, pickPair, playPair, startBuiltinGame, tabIntoGame, waitForGame, type HookState } from '../testing/freeplay.ts';
import { useProduct } from '../testing/boot.ts';
import { repoRoot } from '../testing/product.ts';
import { recordSpeech, spokenIn } from '../testing/speech.ts';

/** Page errors, console errors and check-match calls of every page opened here: each test must leave none. */
const { pages } = useProduct({ consoleErrors: true, closeAfterEach: true });

const TOPIC = findCategory('language')!;
const GAME = findBuiltinGame('numbers')!;

/** Speed 1 is the slowest pace; reduced motion (in some tests) slows items further. */
async function openPage(options: { reducedMotion?: 'reduce' | 'no-preference'; viewport?: { width: number; height: number } } = {}): Promise<Page> {
  const page = await pages.open({ viewport: options.viewport ?? { width: 1280, height: 900 }, reducedMotion: options.reducedMotion ?? 'no-preference' }, async (context) =>
    // With a local map of the game, the judge never asks the server (R-FIELD-8).
    context.on('request', (request) => {
      if (request.url().includes('/api/check-match')) pages.problem(`check-match called: ${request.url()}`);
    }),
  );
  await page.getByRole('list', { name: 'Topics' }).waitFor();
  return page;
}

async function startSlowGame(page: Page, pairs = 3): Promise<void> {
  await startBuiltinGame(page, TOPIC.name, GAME.name, pairs);
  // On a phone the speed is behind the game's settings button (issue 33); Escape closes them and the game goes on.
  const settings = page.getByRole('button', { name: 'Game settings' });
  const phone = await settings.isVisible();
  if (phone) await settings.click();
  await page.getByRole('slider', { name: 'Game Speed' }).fill('1');
  if (phone) await page.keyboard.press('Escape');
  expect((await gameState(page)).totalPairs).toBe(pairs);
}

const stat = (page: Page, key: string) => page.locator(`.stat-card[data-stat="${key}"] .stat-value`).textContent();
const completion = (page: Page) => page.getByRole('region', { name: 'Game complete!' });

/**
 * Watches the running game in the page itself, frame by frame: how long a mismatched pair stays in the
 * zones, in page time (what the player sees) and in game time (the game clock, which a slow machine's
 * long frames can make lag behind the page clock).
 */
function timeMismatchReturn(page: Page): Promise<{ heldMs: number; gameHeldMs: number }> {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        type W = Window & { __matchdropTest?: { state(): HookState } };
        const state = () => (window as W).__matchdropTest!.state();
        const wrongBefore = state().stats.wrong;
        let judged: { at: number; gameAt: number } | null = null;
        const poll = () => {
          const s = state();
          const now = performance.now();
          if (judged === null && s.stats.wrong > wrongBefore) judged = { at: now, gameAt: s.elapsedMs };
          if (judged !== null) {
            const inZones = s.zones.upper !== null && s.zones.lower !== null;
            if (!inZones) return resolve({ heldMs: now - judged.at, gameHeldMs: s.elapsedMs - judged.gameAt });
          }
          requestAnimationFrame(poll);
        };
        poll();
      }),
  );
}

/**
 * Back after 1.5 s: never before 1.2 s on the page clock, and about 1.5 s of game time. Both are seen
 * from animation frames, so the verdict is noticed up to a frame late and the return up to a frame late.
 */
function expectReturnAfterOneAndAHalfSeconds(timing: { heldMs: number; gameHeldMs: number }): void {
  expect(timing.heldMs).toBeGreaterThanOrEqual(1200);
  expect(timing.gameHeldMs).toBeGreaterThanOrEqual(1300);
  expect(timing.gameHeldMs).toBeLessThan(1800);
}

describe('free play with the mouse', () => {
  it('brings the whole field into view on a laptop screen when the game starts', async () => {
    const page = await openPage();
    await startBuiltinGame(page, TOPIC.name, GAME.name, 3);
    const view = await page.evaluate(() => {
      const area = document.querySelector('[data-testid="game-area"]')!.getBoundingClientRect();
      return { top: area.top, bottom: area.bottom, height: window.innerHeight };
    });
    expect(view.top).toBeGreaterThanOrEqual(0);
    expect(view.bottom).toBeLessThanOrEqual(view.height);
  });

  it('drags each pair into the zones and completes a 3-pair built-in game with score 6', async () => {
    const page = await openPage();
    await startSlowGame(page);
    const speed = page.getByRole('slider', { name: 'Game Speed' });
    expect([await speed.getAttribute('min'), await speed.getAttribute('max'), await speed.inputValue()]).toEqual(['1', '10', '1']);
    const progress = page.getByRole('progressbar', { name: 'Progress' });
    expect(await progress.getAttribute('aria-valuetext')).toBe('0 of 3 pairs matched');

    await playPair(page, await pickPair(page));
    expect(await progress.getAttribute('aria-valuetext')).toBe('1 of 3 pairs matched');
    expect(await stat(page, 'score')).toBe('2');
    expect(await stat(page, 'streak')).toBe('1');
    // The screen reader hears each match result with the score.
    expect(await page.getByTestId('game-announcer').textContent()).toMatch(/Correct! .* Score 2, streak 1\./);

    await finishWithMouse(page);
    const done = completion(page);
    await done.waitFor();
    await expect.poll(() => done.getByTestId('completion-score').textContent(), { timeout: 10_000 }).toBe('6');
    expect(await done.getByTestId('completion-time').textContent()).toMatch(/^\d+\.\d{2} s$/);
    await expect.poll(() => done.getByTestId('completion-accuracy').textContent(), { timeout: 10_000 }).toBe('100.0%');
    expect(await done.getByText('New high score!').count()).toBe(1);
    expect(await done.getByText('New best time!').count()).toBe(1);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Game complete!');
    expect([await stat(page, 'score'), await stat(page, 'sessionPairs'), await stat(page, 'accuracyPercent')]).toEqual(['6', '3', '100.0%']);
    expect(await page.getByTestId('game-announcer').textContent()).toMatch(/All 3 pairs matched in \d+\.\d{2} seconds\. Score 6\./);
  });

  it('takes 1 point for a wrong pair (never below 0) and returns its items after 1.5 s', async () => {
    const page = await openPage({ reducedMotion: 'reduce' });
    await startSlowGame(page);

    // At score 0 a wrong pair leaves the score at 0.
    const wrong = await pickPair(page, true);
    const timing = timeMismatchReturn(page);
    const afterWrong = await playPair(page, wrong);
    expect(afterWrong.stats).toMatchObject({ score: 0, wrong: 1, streak: 0 });
    expect(afterWrong.zones).toEqual({ upper: wrong[0].id, lower: wrong[1].id });
    expectReturnAfterOneAndAHalfSeconds(await timing);
    const returned = (await page.evaluate(() => (window as Window & { __matchdropTest?: { items(): { id: string; location: string }[] } }).__matchdropTest!.items()))
      .filter((i) => i.id === wrong[0].id || i.id === wrong[1].id)
      .map((i) => i.location);
    expect(returned).toEqual(['field', 'field']);

    // At score 2 it costs exactly 1 point.
    expect((await playPair(page, await pickPair(page))).stats.score).toBe(2);
    const second = await pickPair(page, true);
    const secondTiming = timeMismatchReturn(page);
    expect((await playPair(page, second)).stats).toMatchObject({ score: 1, correct: 1, wrong: 2, streak: 0 });
    expect(await stat(page, 'score')).toBe('1');
    expect(await stat(page, 'accuracyPercent')).toBe('33.3%');
    expect(await page.getByTestId('game-announcer').textContent()).toMatch(/^Wrong: .* Score 1\./);
    expectReturnAfterOneAndAHalfSeconds(await secondTiming);
  });

  it('keeps the high score and best time after a reload', async () => {
    const page = await openPage({ reducedMotion: 'reduce' });
    await startSlowGame(page);
    await finishWithMouse(page);
    await completion(page).waitFor();
    const firstTime = (await completion(page).getByTestId('completion-time').textContent())!.replace(' s', '');
    const stored = await page.evaluate(() => [localStorage.getItem('matchdrop.highScore'), localStorage.getItem('matchdrop.bestTime')]);
    expect(stored[0]).toBe('6');
    expect(Object.values(JSON.parse(stored[1]!) as Record<string, number>)).toHaveLength(1);

    // A new visit (a reload now stays on the finished game's own address, /play/builtin/…).
    await page.goto(new URL('/', page.url()).href);
    await page.getByRole('list', { name: 'Topics' }).waitFor();
    await startSlowGame(page);
    // One right pair, then a wrong one: a lower score (5) and a slower time (the items wait 1.5 s) than the record.
    await playPair(page, await pickPair(page));
    expect((await playPair(page, await pickPair(page, true))).stats.score).toBe(1);
    await page.waitForFunction(() => {
      const s = (window as Window & { __matchdropTest?: { state(): HookState } }).__matchdropTest!.state();
      return s.zones.upper === null && s.zones.lower === null;
    });
    // The wait for the wrong pair's items is not enough on its own: under load the first game may have been the
    // slower one. The last pairs go in only once this game's clock has passed the record (shown to 0.1 s).
    await page.waitForFunction(
      (recordMs) => (window as Window & { __matchdropTest?: { state(): HookState } }).__matchdropTest!.state().elapsedMs > recordMs,
      Number(firstTime) * 1000 + 200,
    );
    await finishWithMouse(page);
    const done = completion(page);
    await done.waitFor();
    await expect.poll(() => done.getByTestId('completion-score').textContent(), { timeout: 10_000 }).toBe('5');
    expect(await done.getByText('New high score!').count()).toBe(0);
    expect(await done.getByText('New best time!').count()).toBe(0);
    await expect.poll(() => done.locator('.completion-bests').textContent(), { timeout: 10_000 }).toBe(`High score 6 · Best time ${firstTime} s`);
  });

  it('plays again with a new deal, and Return goes back to the built-in panel', async () => {
    const page = await openPage({ reducedMotion: 'reduce' });
    await startSlowGame(page);
    await finishWithMouse(page);
    await completion(page).getByRole('button', { name: 'Play again' }).click();
    await waitForGame(page);
    expect(await completion(page).count()).toBe(0);
    expect(await page.getByRole('progressbar', { name: 'Progress' }).getAttribute('aria-valuetext')).toBe('0 of 3 pairs matched');
    await playPair(page, await pickPair(page));
    expect(await stat(page, 'sessionPairs')).toBe('4');

    await page.getByRole('button', { name: 'Return to Games' }).click();
    // Back where the game was chosen: the same game's pair step, with the heading focused.
    const pairSlider = page.getByRole('slider', { name: 'Number of pairs' });
    await pairSlider.waitFor();
    await expect.poll(() => pairSlider.inputValue(), { timeout: 10_000 }).toBe('3');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(GAME.name);
    expect(await page.evaluate(() => '__matchdropTest' in window)).toBe(false);
    // The session total stays for the visit.
    expect(await stat(page, 'sessionPairs')).toBe('4');
  });
});

describe('free play with the keyboard alone', () => {
  it('tabs into the game, cycles the items, picks and sends each one with 1 and 2', async () => {
    const page = await openPage({ reducedMotion: 'reduce' });
    await startSlowGame(page);
    await page.getByRole('heading', { name: GAME.name }).focus();
    await tabIntoGame(page);
    for (;;) {
      const state = await gameState(page);
      if (state.finished) break;
      const [first, second] = await pickPair(page);
      await focusItem(page, first.text);
      await page.keyboard.press('Enter');
      expect((await gameState(page)).pickedId).toBe(first.id);
      await page.keyboard.press('1');
      await focusItem(page, second.text);
      await page.keyboard.press('Enter');
      await page.keyboard.press('2');
      await page.waitForFunction((n) => (window as Window & { __matchdropTest?: { state(): HookState } }).__matchdropTest!.state().matchedPairs > n, state.matchedPairs);
    }
    const done = completion(page);
    await done.waitFor();
    await expect.poll(() => done.getByTestId('completion-score').textContent(), { timeout: 10_000 }).toBe('6');
    // The result takes the focus; Tab goes through its recorded part (a lazy chunk: wait for it first), then its buttons.
    await done.getByRole('button', { name: 'Log in' }).waitFor();
    const tabbed: (string | null | undefined)[] = [];
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press('Tab');
      tabbed.push(await page.evaluate(() => document.activeElement?.textContent));
    }
    expect(tabbed).toEqual(['Log in', 'Game page: leaderboard, history, analytics', 'Play again']);
    await page.keyboard.press('Enter');
    await waitForGame(page);
    expect((await gamePairs(page)).length).toBe(3);
  });
});

describe('game settings', () => {
  it('keeps sound and vibration off until enabled, and remembers the choice', async () => {
    const page = await openPage();
    await startSlowGame(page);
    const sound = page.getByRole('button', { name: 'Sound' });
    const vibration = page.getByRole('button', { name: 'Vibration' });
    expect([await sound.getAttribute('aria-pressed'), await vibration.getAttribute('aria-pressed')]).toEqual(['false', 'false']);
    await sound.click();
    await vibration.click();
    expect(await page.evaluate(() => [localStorage.getItem('matchdrop.sound'), localStorage.getItem('matchdrop.vibration')])).toEqual(['on', 'on']);
    // A new visit (a reload now stays on the finished game's own address, /play/builtin/…).
    await page.goto(new URL('/', page.url()).href);
    await page.getByRole('list', { name: 'Topics' }).waitFor();
    await startSlowGame(page);
    expect(await page.getByRole('button', { name: 'Sound' }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByRole('button', { name: 'Vibration' }).getAttribute('aria-pressed')).toBe('true');

    // R-PIC-12: Speak items, off until enabled; headless Chromium has no voices, so the engine is stubbed in the page.
    await page.evaluate(recordSpeech, ['en-US']);
    const speak = page.getByRole('button', { name: 'Speak items' });
    expect(await speak.getAttribute('aria-pressed')).toBe('false');
    await speak.click();
    expect(await page.evaluate(() => localStorage.getItem('matchdrop.speech'))).toBe('on');
    await tabIntoGame(page);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    const items = (await gamePairs(page)).flat();
    const spoken = await spokenIn(page);
    expect(spoken.length).toBeGreaterThanOrEqual(2);
    for (const said of spoken) expect(items).toContain(said.text);
    // No voice at all: said once, visibly, and the game goes on.
    await page.evaluate(() => Object.assign(speechSynthesis, { getVoices: () => [] }));
    await page.keyboard.press('ArrowRight');
    await page.getByText('This browser has no voice for these items: the game goes on silently.').waitFor();
    expect((await gameState(page)).finished).toBe(false);
  });

  it('fits the game screen on a phone', async () => {
    const page = await openPage({ viewport: { width: 390, height: 844 } });
    await startSlowGame(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const area = await page.getByTestId('game-area').boundingBox();
    expect(area!.width).toBeGreaterThan(300);
    expect(area!.x).toBeGreaterThanOrEqual(0);
  });
});

describe('builds', () => {
  const scripts = (dist: string) =>
    readdirSync(join(repoRoot, dist, 'assets'))
      .filter((f) => f.endsWith('.js'))
      .map((f) => readFileSync(join(repoRoot, dist, 'assets', f), 'utf8'));

  it('leaves the test hook out of the production build (client/dist) and only there', () => {
    const production = scripts('client/dist');
    expect(production.length).toBeGreaterThan(0);
    expect(production.filter((code) => code.includes('__matchdropTest'))).toEqual([]);
    // The check means something: the e2e build, from the same sources, has it.
    expect(scripts('e2e/dist/client').some((code) => code.includes('__matchdropTest'))).toBe(true);
  });
});
