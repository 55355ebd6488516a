// Competitive rooms as a new user tries them, in Chromium: the host picks the speed, which both lobbies show; the
// round shows its time left and keeps the sound and vibration switches at hand; Stop & Quit asks first; a player
// who closes the tab mid-round and opens the product again is back in the round with their score, and the other
// player saw them drop and come back.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { playRound, useCompetitionTest } from '../testing/competitive.ts';
import { waitForGame } from '../testing/freeplay.ts';

const {
  app,
  pages,
  topic: TOPIC,
  game: GAME,
  names: [ANA, BEN],
  register,
  openPage,
} = useCompetitionTest('rana', 'rben');

const score = (page: Page) => page.locator('.stat-card[data-stat="score"] .stat-value');
const remaining = (page: Page) => page.locator('.stat-card[data-stat="remaining"] .stat-value');

describe('a competitive round, left and rejoined', () => {
  let ana: Page;
  let ben: Page;

  it('the host picks the game speed; both lobbies show it; a player who left is offered the room again', async () => {
    const [anaToken, benToken] = await Promise.all([register(ANA), register(BEN)]);
    ana = await openPage(anaToken);
    ben = await openPage(benToken);
    await ana.getByRole('button', { name: /^Create Room/ }).click();
    await ana.getByRole('button', { name: TOPIC.name }).click();
    await ana.getByRole('button', { name: new RegExp(`^${GAME.name}`) }).click();
    await ana.getByRole('slider', { name: 'Number of pairs' }).fill('4');
    await ana.getByRole('slider', { name: 'Game Speed' }).fill('7');
    await ana.getByRole('radio', { name: '2 players' }).check();
    // The longest time limit: a loaded machine's mouse play must not meet the round's end.
    await ana.getByRole('combobox', { name: 'Time limit' }).selectOption({ label: '10 min' });
    await ana.getByRole('button', { name: 'Create Room', exact: true }).click();
    await ana.getByRole('heading', { name: 'Lobby' }).waitFor();
    const code = (await ana.getByTestId('room-code').textContent()) ?? '';

    await ben.getByRole('button', { name: /^Join Room/ }).click();
    await ben.getByRole('textbox', { name: 'Room code' }).fill(code);
    await ben.getByRole('button', { name: 'Join', exact: true }).click();
    await ben.getByRole('heading', { name: 'Lobby' }).waitFor();
    // Ben wanders off to free play (which leaves the room) and comes back: the room is offered again.
    await ben.getByRole('button', { name: 'Freeplay' }).click();
    await ana.locator('.room-facts').filter({ hasText: '1/2' }).waitFor();
    await ben.getByRole('button', { name: 'Competition' }).click();
    await ben.getByRole('button', { name: `Rejoin room ${code}` }).click();
    await ben.getByRole('heading', { name: 'Lobby' }).waitFor();
    await ana.locator('.room-facts').filter({ hasText: '2/2' }).waitFor();
    for (const page of [ana, ben]) {
      await expect.poll(() => page.locator('.room-facts').textContent(), { timeout: 10_000 }).toContain('7 / 10');
      expect(await page.locator('.room-facts').textContent()).toContain('10 min');
    }
  });

  it('shows the time left and the sound and vibration switches during the round; Stop & Quit asks first', async () => {
    await ben.getByRole('button', { name: 'Ready Up' }).click();
    await ana.locator('.participant-card', { hasText: BEN }).getByText('Ready', { exact: true }).waitFor();
    await ana.getByRole('button', { name: 'Start Game' }).click();
    await Promise.all([waitForGame(ana), waitForGame(ben)]);

    expect(await ben.getByRole('timer').textContent()).toMatch(/^⏱ (10:00|9:[0-5]\d)$/);
    await ben.getByRole('button', { name: 'Sound' }).waitFor();

    await ben.getByRole('button', { name: 'Stop & Quit Room' }).click();
    const dialog = ben.getByRole('dialog', { name: 'Quit this round?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Keep Playing' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await ben.getByRole('heading', { name: GAME.name }).isVisible()).toBe(true);
  });

  it('a player who closes the tab mid-round is back in the round with their score; the other saw them go and return', async () => {
    await playRound(ben, GAME.data, 1);
    await expect.poll(() => score(ben).textContent(), { timeout: 10_000 }).toBe('2');

    const context = ben.context();
    await ben.close();
    await ana.getByText(`${BEN} disconnected`).waitFor();

    // The product opened again in the same browser (a new tab: the room is remembered, the seat still held).
    const again = await context.newPage();
    await again.goto(app.product.url);
    await again.getByRole('button', { name: 'Competition' }).click();
    await waitForGame(again);
    await expect.poll(() => score(again).textContent(), { timeout: 10_000 }).toBe('2');
    await expect.poll(() => remaining(again).textContent(), { timeout: 10_000 }).toBe('3');
    await ana.getByText(`${BEN} is back`).waitFor();

    // A reload within the window: this tab kept the reconnection token, and takes the same seat back with it.
    await playRound(again, GAME.data, 1);
    await expect.poll(() => score(again).textContent(), { timeout: 10_000 }).toBe('4');
    await again.reload();
    await again.getByRole('button', { name: 'Competition' }).click();
    await waitForGame(again);
    await expect.poll(() => score(again).textContent(), { timeout: 10_000 }).toBe('4');
    await expect.poll(() => remaining(again).textContent(), { timeout: 10_000 }).toBe('2');

    await playRound(again, GAME.data);
    await playRound(ana, GAME.data);
    for (const page of [ana, again]) await page.getByRole('heading', { name: 'Round 1 results' }).waitFor();
    expect(pages.problems()).toEqual([]);
  });
});
