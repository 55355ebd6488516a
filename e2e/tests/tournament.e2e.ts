// A tournament in Chromium: the host creates it from the Competition screen and keeps the projector view open;
// four players join in four browser contexts through the join link with a nickname; the projector shows the
// code, the names as they arrive, every heat's live progress (two heats of two), the standings between rounds
// and the podium after round 2; the host downloads the CSV and finds the tournament in their dashboard. The
// projector view is saved for the README.
import { findBuiltinGame, findCategory } from '@matchdrop/shared';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCall, registerUser } from '../testing/accounts.ts';
import { useProduct } from '../testing/boot.ts';
import { playRound, trackWebSockets } from '../testing/competitive.ts';
import { waitForGame } from '../testing/freeplay.ts';
import { repoRoot } from '../testing/product.ts';

const app = useProduct({ consoleErrors: true });
const { pages } = app;

const TOPIC = findCategory('miscellaneous')!;
const GAME = findBuiltinGame('animals')!;
const suffix = Date.now().toString(36).slice(-5);
const HOST = `host_${suffix}`;
const PLAYERS = ['Ada', 'Bruno', 'Chloé', 'Dev'];

const register = (username: string): Promise<string> => registerUser(app.product, username);

const projectorNames = (page: Page) => page.getByRole('list', { name: 'Joined players' }).getByRole('listitem');

describe('tournament', () => {
  let host: Page;
  let code: string;
  const players: Page[] = [];

  it('hosts a tournament from the Competition screen: 3 pairs, 2 rounds, heats of 2; the projector shows code, link and QR', async () => {
    const token = await register(HOST);
    host = await pages.open({ viewport: { width: 1366, height: 900 } }, (context) => context.addInitScript((t) => localStorage.setItem('matchdrop.token', t), token));
    await host.getByRole('button', { name: 'Competition' }).click();
    await host.getByRole('button', { name: /^Host a tournament/ }).click();
    await host.getByRole('button', { name: TOPIC.name }).click();
    await host.getByRole('button', { name: new RegExp(`^${GAME.name}`) }).click();
    await host.getByRole('slider', { name: 'Number of pairs' }).fill('3');
    await host.getByRole('slider', { name: 'Rounds' }).fill('2');
    await host.getByRole('radio', { name: '2 players' }).check();
    // The longest time: a loaded machine's mouse play must not meet the round's end.
    await host.getByRole('combobox', { name: 'Round time' }).selectOption({ label: '10 min' });
    await host.getByRole('button', { name: 'Create tournament' }).click();

    await host.getByRole('heading', { name: 'Waiting for players' }).waitFor();
    code = (await host.getByTestId('tournament-code').textContent()) ?? '';
    expect(code).toMatch(/^[A-Z0-9]{6}$/);
    expect(await host.locator('.projector-join').textContent()).toContain(`/t/${code}`);
    // The host's screen has the projector's own address: a reload comes back to it.
    expect(new URL(host.url()).pathname).toBe(`/tournaments/${code}/projector`);
    await host
      .getByRole('img', { name: /QR code of the join link/ })
      .locator('svg')
      .waitFor();
    await host.getByText('No one has joined yet.').waitFor();
  });

  it('four players open the join link, enter a nickname, and the projector shows each name as it arrives', async () => {
    for (const [index, name] of PLAYERS.entries()) {
      const page = await pages.open({ reducedMotion: 'reduce' }, trackWebSockets);
      await page.goto(`${app.product.url}/t/${code.toLowerCase()}`);
      await page.getByRole('heading', { name: `Join tournament ${code}` }).waitFor();
      await page.getByRole('textbox', { name: 'Your nickname' }).fill(name);
      await page.getByRole('button', { name: 'Join', exact: true }).click();
      await page.getByText(`You are in, ${name}!`).waitFor();
      await projectorNames(host).filter({ hasText: name }).waitFor();
      await expect.poll(() => projectorNames(host).count(), { timeout: 10_000 }).toBe(index + 1);
      players.push(page);
    }
    // Every player sees who else is in the lobby.
    await expect.poll(() => players[0]!.getByRole('list', { name: 'Joined players' }).getByRole('listitem').count(), { timeout: 10_000 }).toBe(4);
    // The README's picture of the projector, refreshed on demand (README_SHOTS=1) so a test run leaves the tree as it was.
    const shot = process.env.README_SHOTS ? 'docs/images/tournament-projector.png' : '.tmp/tournament-projector.png';
    await host.screenshot({ path: join(repoRoot, shot) });
  });

  it('a nickname already in the tournament (other case) is refused: by the form at once, and by the server', async () => {
    const page = await pages.open();
    // The old join link (/?t=CODE, on QR codes printed before) still works: it redirects to the tournament's address.
    await page.goto(`${app.product.url}/?t=${code}`);
    await page.waitForURL(`${app.product.url}/t/${code}`);
    await page.getByRole('textbox', { name: 'Your nickname' }).fill('ADA');
    await page.getByRole('button', { name: 'Join', exact: true }).click();
    await page.getByText('Someone in this tournament already has that nickname').waitFor();
    // A form opened before Ada joined would send it: the server refuses it too.
    const response = await fetch(`${app.product.url}/api/tournaments/${code}/join`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ nickname: 'aDA' }),
    });
    expect(response.status).toBe(409);
    expect(await projectorNames(host).count()).toBe(4);
  });

  for (const round of [1, 2]) {
    it(`round ${round}: two heats of two race, the projector shows both heats live${round === 2 ? '; a reload mid-heat keeps the seat' : ''}`, async () => {
      if (round === 1) await host.getByRole('button', { name: 'Start', exact: true }).click();
      else await host.getByRole('button', { name: 'Next round' }).click();
      await host.getByRole('heading', { name: `Round ${round} of 2` }).waitFor();
      await host.getByRole('listitem', { name: 'Heat 1' }).waitFor();
      await host.getByRole('listitem', { name: 'Heat 2' }).waitFor();
      await Promise.all(players.map((page) => waitForGame(page)));
      // Every player races in a heat with one opponent.
      for (const page of players) expect(await page.getByRole('list', { name: "Opponents' progress" }).getByRole('listitem').count()).toBe(1);

      await playRound(players[0]!, GAME.data, 1);
      const moved = host.locator('.heat-card [role="progressbar"][aria-valuenow="1"]').first();
      await moved.waitFor();
      // The projector's bar really fills (an inline fill ignored its width: the bar stayed empty).
      expect(await moved.locator('.progress-fill').evaluate((fill) => fill.getBoundingClientRect().width)).toBeGreaterThan(0);
      if (round === 2) {
        // A reload mid-round: the seat token kept in sessionStorage takes the player back into the same heat.
        await players[0]!.reload();
        await waitForGame(players[0]!);
        await players[0]!.getByRole('progressbar', { name: 'Progress' }).and(players[0]!.locator('[aria-valuenow="1"]')).waitFor();
        // The opponent's bar is back at once, before the opponent moves again.
        await players[0]!.getByRole('list', { name: "Opponents' progress" }).getByRole('listitem').waitFor({ timeout: 3_000 });
      }
      await Promise.all(players.map((page) => playRound(page, GAME.data)));

      if (round === 1) {
        await host.getByRole('heading', { name: 'Standings after round 1 of 2' }).waitFor();
        await host.getByText(/Next round starts in \d+ s/).waitFor();
        expect(await host.getByRole('table', { name: 'Standings' }).getByRole('row').count()).toBe(5);
        for (const page of players) await page.getByTestId('your-place').waitFor();
      }
    });
  }

  it('after the last round: the podium and the full table on the projector, each player their final place', async () => {
    await host.getByRole('heading', { name: 'Final results' }).waitFor();
    const podium = host.getByRole('list', { name: 'Podium' }).getByRole('listitem');
    // Everyone placed 1st to 3rd: a tie for 3rd puts four players on it (R-TOURN-2).
    const placed = await host.getByRole('table', { name: 'Final standings' }).locator('tbody td:first-child').allTextContents();
    expect(await podium.count()).toBe(placed.filter((place) => ['1st', '2nd', '3rd'].includes(place)).length);
    expect(await host.getByRole('table', { name: 'Final standings' }).getByRole('row').count()).toBe(5);
    for (const page of players) {
      await page.getByRole('heading', { name: 'Final results' }).waitFor();
      expect(await page.getByTestId('your-place').textContent()).toMatch(/Final place: \d(st|nd|rd|th) of 4/);
    }
    expect(pages.problems()).toEqual([]);
  });

  it('the host downloads the results as CSV: a header and one line per player in final order', async () => {
    const [download] = await Promise.all([host.waitForEvent('download'), host.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toBe(`matchdrop-tournament-${code}.csv`);
    const path = await download.path();
    const lines = (await readFile(path, 'utf8')).trim().split(/\r?\n/);
    expect(lines).toHaveLength(5);
    expect(lines[0]?.toLowerCase()).toContain('place');
    const table = await host.getByRole('table', { name: 'Final standings' }).locator('tbody th').allTextContents();
    // The CSV's players come in the table's order.
    expect(lines.slice(1).map((line) => table.findIndex((name) => line.includes(name)))).toEqual([0, 1, 2, 3]);
  });

  it('the host finds the tournament in their dashboard and opens its results again', async () => {
    await host.getByRole('button', { name: 'Close', exact: true }).click();
    await host.getByRole('button', { name: new RegExp(`^${HOST}: open your dashboard`) }).click();
    const row = host.getByRole('list', { name: 'Your tournaments' }).getByRole('listitem').filter({ hasText: GAME.name });
    await row.waitFor();
    expect(await row.textContent()).toContain('4 players');
    await row.getByRole('button', { name: `Results of tournament ${code}` }).click();
    await host.getByRole('heading', { name: 'Final results' }).waitFor();
    expect(await host.getByRole('list', { name: 'Podium' }).getByRole('listitem').count()).toBeGreaterThanOrEqual(3);
    expect(pages.problems()).toEqual([]);
  });

  it("hosts a second tournament on another user's public game, found under Public games", async () => {
    const ownerToken = await register(`owner_${suffix}`);
    const name = `Capitals ${suffix}`;
    const data = { France: 'Paris', Spain: 'Madrid', Italy: 'Rome', Japan: 'Tokyo' };
    await apiCall(app.product, 'POST', '/api/v2/dictionaries', { name, data, is_public: true }, ownerToken);
    await host.getByRole('button', { name: 'Competition' }).click();
    await host.getByRole('button', { name: /^Host a tournament/ }).click();
    await host.getByRole('tab', { name: 'Public games' }).click();
    await host.getByRole('searchbox', { name: 'Search public games' }).fill(name);
    await host.getByRole('search').getByRole('button', { name: 'Search' }).click();
    await host
      .getByRole('list', { name: 'Public games' })
      .getByRole('button', { name: new RegExp(`^${name}`) })
      .click();
    await host.getByText(`Playing ${name}`).waitFor();
    await host.getByRole('button', { name: 'Create tournament' }).click();
    await host.getByRole('heading', { name: 'Waiting for players' }).waitFor();
    await host.getByText(`${name} · 3 rounds`).waitFor();
    expect(pages.problems()).toEqual([]);
  });
});
