// A tournament heat at its address, in Chromium: Back during a running heat asks first, and a confirmed leave is
// "Leave tournament" (the room lets the player go, and the seat kept in the tab is dropped).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useCompetitionTest } from '../testing/competitive.ts';
import { waitForGame } from '../testing/freeplay.ts';

const {
  app,
  pages,
  topic: TOPIC,
  game: GAME,
  names: [ANA],
  register,
  openPage,
} = useCompetitionTest('heat_ana', 'heat_ben');

const path = (page: Page): string => new URL(page.url()).pathname;
const pressBack = (page: Page) => page.evaluate(() => window.history.back());

describe('a tournament heat at its address', () => {
  let host: Page;
  let ana: Page;
  let ben: Page;
  let code: string;

  /**
   * Ana comes to the tournament through the app (/ → /competition → /tournaments/join → /t/CODE); Ben follows the
   * join link from another site (the API's health page stands for his chat), so the tournament is his visit's first screen.
   */
  const join = async (name: string, by: 'app' | 'link'): Promise<Page> => {
    const page = await pages.open({ reducedMotion: 'reduce' });
    if (by === 'app') {
      await page.getByRole('button', { name: 'Competition' }).click();
      await page.getByRole('button', { name: 'Join a tournament' }).click();
      await page.getByRole('textbox', { name: 'Tournament code' }).fill(code);
      await page.getByRole('button', { name: 'Join tournament' }).click();
    } else {
      await page.goto(`${app.product.url}/api/health`);
      await page.goto(`${app.product.url}/t/${code}`);
    }
    await page.getByRole('textbox', { name: 'Your nickname' }).fill(name);
    await page.getByRole('button', { name: 'Join', exact: true }).click();
    await page.getByText(`You are in, ${name}!`).waitFor();
    expect(path(page)).toBe(`/t/${code}`);
    return page;
  };

  it('Back during a running heat asks first; Keep Playing stays in the heat', async () => {
    host = await openPage(await register(`host_${ANA}`));
    await host.getByRole('button', { name: /^Host a tournament/ }).click();
    await host.getByRole('button', { name: TOPIC.name }).click();
    await host.getByRole('button', { name: new RegExp(`^${GAME.name}`) }).click();
    await host.getByRole('slider', { name: 'Number of pairs' }).fill('3');
    await host.getByRole('slider', { name: 'Rounds' }).fill('1');
    await host.getByRole('radio', { name: '2 players' }).check();
    await host.getByRole('combobox', { name: 'Round time' }).selectOption({ label: '10 min' });
    await host.getByRole('button', { name: 'Create tournament' }).click();
    await host.getByRole('heading', { name: 'Waiting for players' }).waitFor();
    code = (await host.getByTestId('tournament-code').textContent()) ?? '';
    ana = await join('Ana', 'app');
    ben = await join('Ben', 'link');
    await host.getByRole('button', { name: 'Start', exact: true }).click();
    await Promise.all([waitForGame(ana), waitForGame(ben)]);

    await pressBack(ana);
    const ask = ana.getByRole('dialog', { name: 'Leave the tournament?' });
    await ask.waitFor();
    expect(path(ana)).toBe(`/t/${code}`);
    await ask.getByRole('button', { name: 'Keep Playing' }).click();
    await ask.waitFor({ state: 'hidden' });
    expect(path(ana)).toBe(`/t/${code}`);
    expect(await ana.getByRole('heading', { name: GAME.name }).isVisible()).toBe(true);

    // Ben's Back, from the link opened outside the site, asks as well instead of leaving the site.
    await pressBack(ben);
    const asked = ben.getByRole('dialog', { name: 'Leave the tournament?' });
    await asked.getByRole('button', { name: 'Keep Playing' }).click();
    await asked.waitFor({ state: 'hidden' });
    expect(path(ben)).toBe(`/t/${code}`);
  });

  it('a confirmed Back leaves the heat and the tournament, as "Leave tournament" does', async () => {
    await pressBack(ana);
    await ana.getByRole('dialog', { name: 'Leave the tournament?' }).getByRole('button', { name: 'Leave Tournament' }).click();
    await ana.getByRole('form', { name: 'Join a tournament' }).waitFor();
    expect(path(ana)).toBe('/tournaments/join');
    // The room let Ana go: her opponent sees her away.
    await ben.locator('.opponent[data-state="away"]').filter({ hasText: 'Ana' }).waitFor();
    // The seat kept in this tab is dropped: Forward to the tournament asks for a nickname again.
    await ana.goForward();
    await ana.getByRole('textbox', { name: 'Your nickname' }).waitFor();
  });
});
