// Issue 23 in Chromium: a tournament played on phones (390×844) and shown on a hall's wall (1920×1080).
// On the phones: a heat gets free play's tall field; who finished first reads "You finished: waiting for your
// heat" while the heat-mate plays, with their round points; between rounds the guests see the real countdown,
// their place in tournament points (the round points summed) and a standings table whose seven columns fit the
// screen. On the wall: the projector's presentation mode (Fullscreen API, Escape leaves) before the start,
// during a round and between rounds, with no text smaller than 3 % of the screen's height (R-TOURN-5); its
// pictures are saved for the README (README_SHOTS=1).
import { findBuiltinGame } from '@matchdrop/shared';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCall, registerUser } from '../testing/accounts.ts';
import { useProduct } from '../testing/boot.ts';
import { playRound } from '../testing/competitive.ts';
import { waitForGame } from '../testing/freeplay.ts';
import { box } from '../testing/layout.ts';
import { repoRoot } from '../testing/product.ts';

const app = useProduct({ consoleErrors: true });
const { pages } = app;

const GAME = findBuiltinGame('animals')!;
const suffix = Date.now().toString(36).slice(-5);
// A phone held upright; the mouse plays (reduced motion keeps items where the mouse reads them).
const PHONE_SCREEN = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2, reducedMotion: 'reduce' } as const;
const WALL = { width: 1920, height: 1080 };
const PLAYERS = ['Ada', 'Bruno', 'Chloé', 'Dev'];

type HookWindow = Window & { __matchdropTest?: { zones(): Record<'upper' | 'lower', { x: number; y: number; width: number; height: number }> } };

const shotPath = (name: string) => join(repoRoot, process.env.README_SHOTS ? `docs/images/${name}.png` : `.tmp/${name}.png`);

/** Every visible text of the presentation, with its computed font size, smallest first. */
const presentedTextSizes = (page: Page): Promise<{ text: string; px: number }[]> =>
  page.evaluate(() => {
    const root = document.querySelector('.presentation');
    if (!root) return [];
    const sizes: { text: string; px: number }[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const element = node.parentElement;
      if (!text || !element) continue;
      const style = getComputedStyle(element);
      const rect = element.getBoundingClientRect();
      if (style.visibility === 'hidden' || rect.width < 2 || rect.height < 2) continue;
      sizes.push({ text, px: parseFloat(style.fontSize) });
    }
    return sizes.sort((a, b) => a.px - b.px);
  });

/** Opens presentation mode, checks it is full screen with every text ≥ 3 % of the height, saves its picture. */
async function present(page: Page, shot: string): Promise<void> {
  await page.getByRole('button', { name: 'Presentation mode' }).click();
  await page.getByRole('dialog').waitFor();
  // Full screen is granted after the click's task (the Fullscreen API answers with a promise): the view may be up first.
  await page.waitForFunction(() => document.fullscreenElement !== null, undefined, { timeout: 5_000 });
  const sizes = await presentedTextSizes(page);
  expect(sizes.length).toBeGreaterThan(3);
  expect(sizes.filter((s) => s.px < WALL.height * 0.03)).toEqual([]);
  // Nothing hangs off the wall.
  expect(await page.evaluate(() => document.querySelector('.presentation')!.scrollHeight <= window.innerHeight + 1)).toBe(true);
  await page.screenshot({ path: shotPath(shot) });
}

async function leavePresentation(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  await page.waitForFunction(() => document.fullscreenElement === null, undefined, { timeout: 5_000 });
}

/**
 * Free play's phone field: taller than wide, zones along its top and bottom edges, the whole width used.
 * Polled: a busy phone lays the field out a frame or two after the heat's first items show.
 */
async function expectTallField(phone: Page): Promise<void> {
  const problems = async (): Promise<string[]> => {
    const area = await box(phone.getByTestId('game-area'));
    const zones = await phone.evaluate(() => (window as HookWindow).__matchdropTest!.zones());
    const found: string[] = [];
    if (area.height <= area.width) found.push(`field ${area.width}×${area.height} not taller than wide`);
    if (zones.upper.y < area.y - 1 || zones.upper.y - area.y >= area.height / 6) found.push(`upper zone at ${zones.upper.y}, field from ${area.y} (${area.height} tall)`);
    const lowerEnd = zones.lower.y + zones.lower.height;
    if (lowerEnd > area.y + area.height + 1 || area.y + area.height - lowerEnd >= area.height / 6) found.push(`lower zone ends at ${lowerEnd}, field at ${area.y + area.height}`);
    if (zones.upper.width <= area.width * 0.9) found.push(`upper zone ${zones.upper.width} wide of ${area.width}`);
    return found;
  };
  await expect.poll(problems, { timeout: 5_000 }).toEqual([]);
}

describe('a tournament on phones and on a hall wall', () => {
  let host: Page;
  let code: string;
  const players: Page[] = [];

  it('presentation mode before the start: the code and the QR code take most of the wall; Escape leaves', async () => {
    const token = await registerUser(app.product, `wall_${suffix}`);
    const created = await apiCall<{ tournament: { code: string } }>(
      app.product,
      'POST',
      '/api/tournaments',
      { gameType: 'builtin', gameId: GAME.id, pairCount: 3, rounds: 2, heatSize: 2, roundSeconds: 600 },
      token,
    );
    code = created.tournament.code;
    host = await pages.open({ viewport: WALL }, (context) => context.addInitScript((t) => localStorage.setItem('matchdrop.token', t), token));
    await host.goto(`${app.product.url}/tournaments/${code}/projector`);
    await host.getByRole('heading', { name: 'Waiting for players' }).waitFor();
    for (const name of PLAYERS) {
      const page = await pages.open(PHONE_SCREEN);
      await page.goto(`${app.product.url}/t/${code}`);
      await page.getByRole('textbox', { name: 'Your nickname' }).fill(name);
      await page.getByRole('button', { name: 'Join', exact: true }).click();
      await page.getByText(`You are in, ${name}!`).waitFor();
      players.push(page);
    }
    await host.getByRole('list', { name: 'Joined players' }).getByRole('listitem').nth(3).waitFor();

    await present(host, 'tournament-presentation-lobby');
    await host.getByRole('dialog').getByText('4 players in').waitFor();
    const codeBox = await box(host.getByRole('dialog').getByLabel(/^Tournament code/));
    const qr = await box(host.getByRole('dialog').getByTestId('join-qr'));
    expect(codeBox.width).toBeGreaterThan(WALL.width * 0.35);
    expect(codeBox.height).toBeGreaterThan(WALL.height * 0.1);
    expect(qr.height).toBeGreaterThan(WALL.height * 0.6);
    await leavePresentation(host);
  });

  it('a heat on a phone uses the tall field: zones at the top and the bottom of a field taller than wide', async () => {
    await host.getByRole('button', { name: 'Start', exact: true }).click();
    await Promise.all(players.map((page) => waitForGame(page)));
    for (const phone of players) await expectTallField(phone);
  });

  it('who finishes first waits for their heat, with their round points; the wall shows the heats as tiles with filling bars', async () => {
    // Each heat has one player done and one still at 1 of 3 pairs.
    const heatMates = new Map<string, Page[]>();
    for (const page of players) {
      const heading = (await page.locator('.ingame-code').textContent()) ?? '';
      const heat = /Heat (\d+)/.exec(heading)?.[1] ?? '?';
      heatMates.set(heat, [...(heatMates.get(heat) ?? []), page]);
    }
    expect([...heatMates.values()].map((mates) => mates.length)).toEqual([2, 2]);
    const firsts = [...heatMates.values()].map((mates) => mates[0]!);
    const seconds = [...heatMates.values()].map((mates) => mates[1]!);
    await Promise.all(seconds.map((page) => playRound(page, GAME.data, 1)));
    await Promise.all(firsts.map((page) => playRound(page, GAME.data)));
    for (const page of firsts) {
      await page.getByText('You finished: waiting for your heat').waitFor();
      await page.getByTestId('round-points').waitFor();
    }
    expect(await firsts[0]!.getByText('Heat over!').count()).toBe(0);

    await host.locator('.heat-card [role="progressbar"][aria-valuenow="3"]').nth(1).waitFor();
    await present(host, 'tournament-presentation-round');
    const tiles = host.getByRole('dialog').getByRole('listitem');
    expect(await tiles.count()).toBe(2);
    // A finished racer's bar is full on the wall, the heat-mate's a third.
    const fills = await host.locator('.presentation-fill').evaluateAll((bars) => bars.map((bar) => Math.round((bar.clientWidth / bar.parentElement!.clientWidth) * 100)));
    expect(fills.sort((a, b) => a - b)).toEqual([33, 33, 100, 100]);
    await leavePresentation(host);

    // Numbers are written the English way (4,721), so the separators go before reading them.
    const points = Number(/[\d,]+/.exec((await firsts[0]!.getByTestId('round-points').textContent()) ?? '')?.[0]?.replaceAll(',', ''));
    await Promise.all(seconds.map((page) => playRound(page, GAME.data)));
    // Round points are what the standings add up: after round 1 they are the tournament points.
    await firsts[0]!.getByTestId('your-place').waitFor();
    expect(await firsts[0]!.getByTestId('your-place').textContent()).toContain(`${points.toLocaleString('en-US')} tournament points`);
  });

  it('between rounds: guests count down to the next round; the standings fit a phone; the wall shows the top with movers', async () => {
    for (const page of players) await page.getByText(/Next round starts in \d+ s/).waitFor();
    expect(await players[1]!.getByText('when the host is ready').count()).toBe(0);

    const phone = players[2]!;
    const table = phone.getByRole('table', { name: 'Standings' });
    await table.waitFor();
    // No sideways scrolling, neither of the page nor of the table, and the last columns are on the screen.
    expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await phone.locator('.standings-scroll').evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    for (const column of ['Tournament points', 'Accuracy', 'Time']) {
      const heading = await box(table.getByRole('columnheader', { name: column }));
      expect(heading.x + heading.width).toBeLessThanOrEqual(390);
    }

    await present(host, 'tournament-presentation-standings');
    expect(await host.getByRole('dialog').getByRole('list', { name: 'Top 10' }).getByRole('listitem').count()).toBe(4);
    await host
      .getByRole('dialog')
      .getByText(/Next round starts in \d+ s/)
      .waitFor();
    await leavePresentation(host);
    expect(pages.problems()).toEqual([]);
  });

  it("round 2: every phone's heat gets the tall field again, laid out for the box it keeps (the opponents' bars there from the start)", async () => {
    await host.getByRole('button', { name: 'Next round' }).click();
    await Promise.all(players.map((page) => waitForGame(page)));
    for (const phone of players) await expectTallField(phone);
  });

  it('after the last round: the wall shows the final top with medals; the podium and the table fit a phone', async () => {
    await Promise.all(players.map((page) => playRound(page, GAME.data)));
    await host.getByRole('heading', { name: 'Final results' }).waitFor();
    await present(host, 'tournament-presentation-final');
    expect(await host.getByRole('dialog').getByRole('list', { name: 'Final top 10' }).getByRole('listitem').count()).toBe(4);
    await leavePresentation(host);
    for (const phone of players) {
      await phone.getByRole('list', { name: 'Podium' }).waitFor();
      expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    }
    expect(pages.problems()).toEqual([]);
  });
});
