import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { finishWithMouse, gamePairs, gameState, waitForGame } from '../testing/freeplay.ts';
import { useProduct } from '../testing/boot.ts';

const { pages } = useProduct({ consoleErrors: true, closeAfterEach: true });

async function openPage(): Promise<Page> {
  const page = await pages.open({ reducedMotion: 'reduce' });
  await page.getByRole('list', { name: 'Topics' }).waitFor();
  return page;
}

const upload = (page: Page, name: string, text: string, mimeType = 'application/json') =>
  page.getByLabel('Upload game file').setInputFiles({ name, mimeType, buffer: Buffer.from(text, 'utf8') });

/** The alert of the latest upload (a new element per upload, so the same message twice is announced twice). */
async function uploadError(page: Page, name: string, text: string): Promise<string> {
  const alerts = page.getByRole('alert');
  const before = await alerts.count();
  const previous = before > 0 ? await alerts.first().elementHandle() : null;
  await upload(page, name, text);
  await page.waitForFunction(
    ({ old }) => {
      const alert = document.querySelector('[role="alert"]');
      return alert !== null && alert !== old;
    },
    { old: previous },
  );
  return (await alerts.first().textContent()) ?? '';
}

const CAPITALS = { France: 'Paris', Spain: 'Madrid', Italy: 'Rome' };

describe('uploading a game file', () => {
  it('shows each R-GAME-3 error of a bad file', async () => {
    const page = await openPage();
    const long = 'x'.repeat(201);
    expect(await uploadError(page, 'broken.json', '{"France": "Paris",')).toBe('Invalid JSON file format');
    expect(await uploadError(page, 'list.json', '["France", "Paris"]')).toBe('Invalid JSON format');
    expect(await uploadError(page, 'empty.json', '{}')).toBe('Game file is empty');
    expect(await uploadError(page, 'long-key.json', JSON.stringify({ [long]: 'Paris' }))).toMatch(/^Key "x{50}…" exceeds maximum length of 200 characters$/);
    expect(await uploadError(page, 'long-value.json', JSON.stringify({ France: long }))).toMatch(/^Value "x{50}…" exceeds maximum length of 200 characters$/);
    expect(await uploadError(page, 'blank.json', JSON.stringify({ '  ': '   ', ' ': '' }))).toBe('No items processed from dictionary');
    // The same mistake twice is reported twice.
    expect(await uploadError(page, 'empty.json', '{}')).toBe('Game file is empty');
    expect(await page.getByRole('alert').count()).toBe(1);
    // Nothing was loaded: the built-in panel is still there.
    await expect.poll(() => page.getByRole('list', { name: 'Topics' }).isVisible(), { timeout: 10_000 }).toBe(true);
  });

  it('completes a one-way file, reports the reverse mappings it added, and plays it', async () => {
    const page = await openPage();
    await upload(page, 'Capitals.json', JSON.stringify(CAPITALS));
    await page.getByRole('heading', { name: 'Capitals' }).waitFor();
    expect(await page.getByRole('status').filter({ hasText: 'Game loaded' }).textContent()).toContain('3 pairs will also work in the other direction');
    const slider = page.getByRole('slider', { name: 'Number of pairs' });
    expect([await slider.getAttribute('min'), await slider.getAttribute('max'), await slider.inputValue()]).toEqual(['3', '3', '3']);
    // Logged out: no Save Game.
    expect(await page.getByRole('button', { name: 'Save Game' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Start Game' }).click();
    await waitForGame(page);
    const pairs = await gamePairs(page);
    const sorted = (list: string[][]) => list.map((pair) => [...pair].sort().join('|')).sort();
    expect(sorted(pairs)).toEqual(sorted(Object.entries(CAPITALS)));
    await page.getByRole('slider', { name: 'Game Speed' }).fill('1');
    await finishWithMouse(page);
    const done = page.getByRole('region', { name: 'Game complete!' });
    await done.waitFor();
    await expect.poll(() => done.getByTestId('completion-score').textContent(), { timeout: 10_000 }).toBe('6');

    // Return leads back to the uploaded game, ready for another round.
    await done.getByRole('button', { name: 'Return to Games' }).click();
    await page.getByRole('heading', { name: 'Capitals' }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Capitals');
  });

  it('reads a CSV table and starts it with the chosen pair count', async () => {
    const page = await openPage();
    const rows = [
      ['one', 'uno'],
      ['two', 'dos'],
      ['three', 'tres'],
      ['four', 'cuatro'],
      ['five', 'cinco'],
    ];
    await page.getByLabel('Upload game file').setInputFiles({ name: 'spanish.csv', mimeType: 'text/csv', buffer: Buffer.from(rows.map((r) => r.join(',')).join('\n')) });
    await page.getByRole('heading', { name: 'spanish' }).waitFor();
    expect(await page.getByRole('status').filter({ hasText: 'Game loaded' }).textContent()).toContain('5 pairs will also work in the other direction');
    await page.getByRole('slider', { name: 'Number of pairs' }).fill('4');
    await page.getByRole('button', { name: 'Start Game' }).click();
    await waitForGame(page);
    expect((await gameState(page)).totalPairs).toBe(4);
    const words = new Set(rows.flat());
    expect((await gamePairs(page)).flat().every((text) => words.has(text))).toBe(true);
  });

  it('keeps a loaded game when a later file is bad, and switches back to the built-in games', async () => {
    const page = await openPage();
    await upload(page, 'Capitals.json', JSON.stringify(CAPITALS));
    await page.getByRole('heading', { name: 'Capitals' }).waitFor();
    expect(await uploadError(page, 'broken.json', '{')).toBe('Invalid JSON file format');
    await expect.poll(() => page.getByRole('heading', { name: 'Capitals' }).isVisible(), { timeout: 10_000 }).toBe(true);

    await page.getByRole('button', { name: 'Play Built-in Games' }).click();
    await page.getByRole('list', { name: 'Topics' }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Play built-in games');
  });

  it('offers Create Game with AI only to logged-in players', async () => {
    const page = await openPage();
    const ai = page.getByRole('button', { name: 'Create Game with AI' });
    await expect.poll(() => ai.isDisabled(), { timeout: 10_000 }).toBe(true);
    expect(await ai.getAttribute('aria-describedby')).not.toBeNull();
    const hintId = (await ai.getAttribute('aria-describedby'))!;
    await expect.poll(() => page.locator(`[id="${hintId}"]`).textContent(), { timeout: 10_000 }).toBe('Log in to create games with AI');
  });
});
