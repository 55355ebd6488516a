// The game's accessibility in Chromium: Pause (WCAG 2.2.2) stops the canvas and the clock (the engine's and the one on
// screen) and ignores drops, Resume
// restarts them (button, P and Escape); a right or wrong drop is told by a sign and a word, not by colour alone (1.4.1);
// reduced motion keeps the items at a crawl and the animations calm; focus is never hidden under the sticky header
// (2.4.11).
import { findBuiltinGame, findCategory } from '@matchdrop/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { waitForEmptyZones } from '../testing/accounts.ts';
import { useProduct } from '../testing/boot.ts';
import { finishWithMouse, gameState, pickPair, playPair, startBuiltinGame, tabIntoGame } from '../testing/freeplay.ts';

const app = useProduct({ consoleErrors: true, closeAfterEach: true });
const { pages } = app;
const TOPIC = findCategory('miscellaneous')!;
const GAME = findBuiltinGame('animals')!;

const canvas = (page: Page) => page.locator('[data-testid="game-area"] canvas');
const announcer = (page: Page) => page.getByTestId('game-announcer');
const clock = (page: Page) => page.getByTestId('game-clock');
const shot = (page: Page): Promise<Buffer> => canvas(page).screenshot();
const pauseButton = (page: Page) => page.getByRole('button', { name: 'Pause', exact: true });
const resumeButton = (page: Page) => page.getByRole('button', { name: 'Resume', exact: true });

/** Items in game pixels (the hook gives page pixels) with the engine clock, read in one go. */
const sample = (page: Page) =>
  page.evaluate(() => {
    const h = (window as Window & { __matchdropTest?: { items(): { id: string; x: number; y: number; location: string }[]; scale(): number; state(): { elapsedMs: number } } })
      .__matchdropTest!;
    const scale = h.scale();
    return { elapsedMs: h.state().elapsedMs, items: h.items().map((i) => ({ id: i.id, location: i.location, x: i.x / scale, y: i.y / scale })) };
  });

async function canvasChanges(page: Page, withinMs: number): Promise<boolean> {
  const before = await shot(page);
  await page.waitForTimeout(withinMs);
  return !before.equals(await shot(page));
}

describe('pause (R-FIELD-10)', () => {
  it('Pause stops the canvas and the clock and ignores drops; Resume and P restart them; Escape pauses', async () => {
    const page = await pages.open({ reducedMotion: 'no-preference' });
    await startBuiltinGame(page, TOPIC.name, GAME.name, 6);
    expect(await canvas(page).getAttribute('role')).toBe('img');
    expect(await canvas(page).getAttribute('aria-label')).toMatch(/game field/);
    expect(await canvasChanges(page, 400)).toBe(true);

    await pauseButton(page).click();
    await announcer(page)
      .getByText(/^Paused\./)
      .waitFor();
    await resumeButton(page).waitFor();
    // One frame more, so the shot below is of the paused field.
    await page.waitForTimeout(100);
    const paused = await gameState(page);
    const still = await shot(page);
    const clockText = await clock(page).textContent();
    expect(clockText).toMatch(/^Time \d+:\d\d$/);
    await page.waitForTimeout(1_000);
    expect((await shot(page)).equals(still)).toBe(true);
    expect((await gameState(page)).elapsedMs).toBe(paused.elapsedMs);
    // Long enough for a running clock to show another second (it is read 4 times a second).
    await page.waitForTimeout(500);
    expect(await clock(page).textContent()).toBe(clockText);

    // A drag onto a zone while paused is ignored: nothing is picked, nothing lands.
    const [item] = await pickPair(page);
    const zone = await page.evaluate(
      () => (window as Window & { __matchdropTest?: { zones(): { upper: { x: number; y: number; width: number; height: number } } } }).__matchdropTest!.zones().upper,
    );
    await page.mouse.move(item.x, item.y);
    await page.mouse.down();
    await page.mouse.move(zone.x + zone.width / 2, zone.y + zone.height / 2, { steps: 6 });
    await page.mouse.up();
    const afterDrop = await gameState(page);
    expect([afterDrop.zones, afterDrop.pickedId, afterDrop.stats]).toEqual([{ upper: null, lower: null }, null, paused.stats]);
    await page.mouse.move(0, 0);

    await resumeButton(page).click();
    await announcer(page).getByText('Resumed.').waitFor();
    expect(await canvasChanges(page, 500)).toBe(true);
    expect((await gameState(page)).elapsedMs).toBeGreaterThan(paused.elapsedMs);
    await expect.poll(() => clock(page).textContent(), { timeout: 5_000 }).not.toBe(clockText);

    // The keys: Escape pauses from the game area (nothing in hand), P resumes.
    await tabIntoGame(page);
    await page.keyboard.press('Escape');
    await resumeButton(page).waitFor();
    const byKey = (await gameState(page)).elapsedMs;
    await page.waitForTimeout(300);
    expect((await gameState(page)).elapsedMs).toBe(byKey);
    await page.keyboard.press('p');
    await pauseButton(page).waitFor();
    await expect.poll(async () => (await gameState(page)).elapsedMs, { timeout: 5_000 }).toBeGreaterThan(byKey);
  });
});

describe('feedback never by colour alone', () => {
  it('a wrong and a right drop each show a sign and a word on the field, and say so to screen readers', async () => {
    const page = await pages.open({ reducedMotion: 'reduce' });
    await startBuiltinGame(page, TOPIC.name, GAME.name, 4);
    const verdict = page.getByTestId('game-verdict');

    await playPair(page, await pickPair(page, true));
    await verdict.filter({ hasText: '✗ Wrong' }).waitFor();
    await announcer(page)
      .getByText(/^Wrong: /)
      .waitFor();
    await waitForEmptyZones(page);

    await playPair(page, await pickPair(page));
    await verdict.filter({ hasText: '✓ Correct' }).waitFor();
    await announcer(page)
      .getByText(/^Correct! /)
      .waitFor();
  });
});

describe('reduced motion', () => {
  it('keeps the items at a crawl even at Game Speed 10, and the animations calm', async () => {
    const pace = async (reducedMotion: 'reduce' | 'no-preference'): Promise<number> => {
      const page = await pages.open({ reducedMotion });
      await startBuiltinGame(page, TOPIC.name, GAME.name, 3);
      await page.getByRole('slider', { name: 'Game Speed' }).fill('10');
      // Short steps: over a long one an item that bounced off a wall shows less displacement than it travelled.
      let fastest = 0;
      let before = await sample(page);
      for (let step = 0; step < 5; step++) {
        await page.waitForTimeout(300);
        const after = await sample(page);
        const seconds = (after.elapsedMs - before.elapsedMs) / 1000;
        for (const item of after.items) {
          const was = before.items.find((i) => i.id === item.id && i.location === 'field');
          if (was && item.location === 'field' && seconds > 0) fastest = Math.max(fastest, Math.hypot(item.x - was.x, item.y - was.y) / seconds);
        }
        before = after;
      }
      if (reducedMotion === 'reduce') {
        // The calm part of the animations: the results panel appears without its slide-in.
        await finishWithMouse(page);
        const completion = page.getByTestId('completion');
        await completion.waitFor();
        expect(await completion.evaluate((el) => parseFloat(getComputedStyle(el).animationDuration))).toBeLessThan(0.001);
      }
      await page.context().close();
      return fastest;
    };
    // Game pixels per second: the crawl is 4 (each item ×0.8–1.2); speed 10 without reduced motion is 140.
    expect(await pace('reduce')).toBeLessThanOrEqual(6);
    expect(await pace('no-preference')).toBeGreaterThan(60);
  });
});

describe('focus is never hidden under the sticky header', () => {
  it('on a phone, Shift+Tab back up the first page keeps every focused element below the header', async () => {
    const page = await pages.open({ viewport: { width: 390, height: 640 } });
    await page.getByRole('list', { name: 'Topics' }).getByRole('button').first().waitFor();
    // The topics' emoji come in a web font: a font arriving after a focus moved what the focus had scrolled to
    // (a topic read 296 px above the top on a busy machine), so the page is laid out for good first.
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    // Not the End key: Chromium animates its scroll, which went on after the first Shift+Tabs and carried their
    // focused elements back under the header (a test artefact, not what a user waiting for the page sees).
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    await page.locator('.admin-login-link').focus();
    const hidden: string[] = [];
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Shift+Tab');
      const where = await page.evaluate(async () => {
        const el = document.activeElement as HTMLElement | null;
        const header = document.querySelector('.app-header')!;
        if (!el || header.contains(el)) return null;
        // Where the focus scroll leaves it: read after the next frames, once nothing moves any more.
        for (let frame = 0, last = NaN; frame < 30; frame++) {
          await new Promise((resolve) => requestAnimationFrame(resolve));
          const top = el.getBoundingClientRect().top;
          if (top === last) break;
          last = top;
        }
        return { text: el.textContent?.trim().slice(0, 30) ?? el.tagName, top: el.getBoundingClientRect().top, headerBottom: header.getBoundingClientRect().bottom };
      });
      if (where && where.top < where.headerBottom) hidden.push(`${where.text}: top ${where.top} < ${where.headerBottom}`);
    }
    expect(hidden).toEqual([]);
  });
});
