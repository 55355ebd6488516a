import { BUILTIN_PICTURE_IDS, CATEGORIES, findCategory } from '@matchdrop/shared';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useProduct } from '../testing/boot.ts';

/** Page errors and console errors (a CSP violation, a failed chunk) of every page opened here. */
const app = useProduct({ consoleErrors: true });
const { pages } = app;

const openPage = (colorScheme: 'light' | 'dark' = 'light'): Promise<Page> => pages.open({ viewport: { width: 1280, height: 800 }, colorScheme });

const startsWith = (text: string): RegExp => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

const cardTitles = (page: Page, list: string): Promise<string[]> => page.getByRole('list', { name: list }).locator('.option-title').allTextContents();

describe('first page', () => {
  it('lists the five built-in topics and opens one to its games, then picks a pair count', async () => {
    const page = await openPage();
    await page.getByRole('list', { name: 'Topics' }).getByRole('button').first().waitFor();
    expect(await cardTitles(page, 'Topics')).toEqual(CATEGORIES.map((c) => c.name));

    const history = findCategory('history')!;
    await page.getByRole('button', { name: startsWith(history.name) }).click();
    await page.getByRole('list', { name: `${history.name} games` }).waitFor();
    expect(await cardTitles(page, `${history.name} games`)).toEqual(history.games.map((g) => g.name));
    // Focus follows the step change so keyboard users land on the new heading.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(history.name);

    const game = history.games[0]!;
    await page.getByRole('button', { name: startsWith(game.name) }).click();
    const slider = page.getByRole('slider', { name: 'Number of pairs' });
    await expect.poll(() => slider.inputValue(), { timeout: 10_000 }).toBe('6');
    expect(await slider.getAttribute('min')).toBe('3');
    await slider.fill('4');
    await page.getByRole('button', { name: 'Start Game' }).click();
    await page.getByRole('heading', { name: game.name }).waitFor();
    expect(await page.getByRole('progressbar', { name: 'Progress' }).getAttribute('aria-valuetext')).toBe('0 of 4 pairs matched');

    await page.getByRole('button', { name: 'Return to Games' }).click();
    await page.getByRole('button', { name: `${history.name} games` }).click();
    await page.getByRole('button', { name: 'All topics' }).click();
    expect(await cardTitles(page, 'Topics')).toHaveLength(5);

    // The built-in picture games (issue 35) are listed with the other mathematics games.
    const mathematics = findCategory('mathematics')!;
    await page.getByRole('button', { name: startsWith(mathematics.name) }).click();
    expect(await cardTitles(page, `${mathematics.name} games`)).toEqual(mathematics.games.map((g) => g.name));
    await page.context().close();
  });

  it('loads less than 170 KB of gzipped JavaScript before a game starts (Phaser, Howler and the picture games’ ids load later: R-PIC-24)', async () => {
    const context = await app.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const scripts: Promise<Buffer>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.body());
    });
    await page.goto(app.product.url);
    await page.getByRole('list', { name: 'Topics' }).getByRole('button').first().waitFor();
    const bodies = await Promise.all(scripts);
    expect(bodies.length).toBeGreaterThan(0);
    const gzipped = bodies.reduce((total, body) => total + gzipSync(body).length, 0);
    expect(gzipped).toBeLessThan(170 * 1024);
    const pictureId = Object.values(BUILTIN_PICTURE_IDS)[0]!;
    expect(bodies.some((body) => body.includes(pictureId))).toBe(false);
    await context.close();
  });

  it('asks for a login in competition mode', async () => {
    const page = await openPage();
    await page.getByRole('button', { name: 'Competition' }).click();
    await page.getByText('Please log in to play competitive mode').waitFor();
    expect(await page.getByRole('button', { name: 'Competition' }).getAttribute('aria-pressed')).toBe('true');
    await page.context().close();
  });

  it('opens and closes the help popup', async () => {
    const page = await openPage();
    await page.getByRole('button', { name: 'Help: how to play' }).click();
    const dialog = page.getByRole('dialog', { name: 'How to play' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('+2 points');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await page.context().close();
  });
});

describe('theme', () => {
  const theme = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme);

  it('defaults to the system preference', async () => {
    const dark = await openPage('dark');
    await dark.getByRole('list', { name: 'Topics' }).waitFor();
    expect(await theme(dark)).toBe('dark');
    await dark.context().close();
  });

  it('switches with the toggle and keeps the choice across a reload', async () => {
    const page = await openPage('light');
    await page.getByRole('list', { name: 'Topics' }).waitFor();
    expect(await theme(page)).toBe('light');
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const lightBackground = await background();

    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    expect(await theme(page)).toBe('dark');
    // The body's colour eases over a short transition: wait for it rather than read it mid-way.
    await expect.poll(background, { timeout: 5_000 }).not.toBe(lightBackground);
    expect(await page.evaluate(() => localStorage.getItem('matchdrop.theme'))).toBe('dark');

    await page.reload();
    await page.getByRole('list', { name: 'Topics' }).waitFor();
    expect(await theme(page)).toBe('dark');
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    expect(await theme(page)).toBe('light');
    await page.context().close();
  });
});
