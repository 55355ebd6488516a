// Issue 16 in a competitive room: on a laptop (1280×800) the room code, Stop & Quit, the progress and the
// whole game area are in sight during a round; on a phone (390×844) the topic name wraps between words and
// the results table keeps its Score column on screen; a player not ready after 30 s is shown as
// "Not ready — idle"; the stats cards show the round's score and the competitive best, not free play's.
import { findBuiltinGame } from '@matchdrop/shared';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { playRound } from '../testing/competitive.ts';
import { waitForGame } from '../testing/freeplay.ts';
import { useProduct } from '../testing/boot.ts';
import { registerUser } from '../testing/accounts.ts';
import { box, expectInSight, PHONE } from '../testing/layout.ts';

const app = useProduct();
const { pages } = app;
const suffix = Date.now().toString(36).slice(-5);
const ANA = `ana_${suffix}`;
const BEN = `ben_${suffix}`;
const GAME = 'Multiplication Table';
const GAME_DATA = findBuiltinGame('multiplication-table')!.data;

const register = (username: string): Promise<string> => registerUser(app.product, username);

async function openRoomPage(token: string, options: BrowserContextOptions): Promise<Page> {
  const page = await pages.open({ reducedMotion: 'reduce', ...options }, (context) => context.addInitScript((t) => localStorage.setItem('matchdrop.token', t), token));
  await page.getByRole('button', { name: 'Competition' }).click();
  return page;
}

/** True when every line break inside the text of the first `selector` element holding `wanted` falls at a space. */
const wrapsBetweenWords = (page: Page, selector: string, wanted: string): Promise<boolean> =>
  page.evaluate(
    ({ sel, wanted }) => {
      const element = [...document.querySelectorAll(sel)].find((e) => e.textContent?.includes(wanted));
      const text = element?.firstChild;
      if (!element || !text || text.nodeType !== Node.TEXT_NODE) return false;
      const content = text.textContent ?? '';
      const range = document.createRange();
      let lastTop: number | null = null;
      for (let i = 0; i < content.length; i++) {
        range.setStart(text, i);
        range.setEnd(text, i + 1);
        const top = range.getBoundingClientRect().top;
        if (lastTop !== null && top > lastTop + 2 && content[i - 1] !== ' ' && content[i] !== ' ') return false;
        lastTop = top;
      }
      return true;
    },
    { sel: selector, wanted },
  );

describe('a competitive room on a laptop and a phone', () => {
  let ana: Page;
  let ben: Page;

  it('shows the topic on a phone wrapped between words', async () => {
    const [anaToken, benToken] = await Promise.all([register(ANA), register(BEN)]);
    ana = await openRoomPage(anaToken, { viewport: { width: 1280, height: 800 } });
    ben = await openRoomPage(benToken, PHONE);

    await ana.getByRole('button', { name: /^Create Room/ }).click();
    await ana.getByRole('button', { name: 'Mathematics' }).click();
    await ana.getByRole('button', { name: new RegExp(`^${GAME}`) }).click();
    await ana.getByRole('slider', { name: 'Number of pairs' }).fill('3');
    await ana.getByRole('radio', { name: '2 players' }).check();
    await ana.getByRole('button', { name: 'Create Room', exact: true }).click();
    await ana.getByRole('heading', { name: 'Lobby' }).waitFor();
    const roomCode = (await ana.getByTestId('room-code').textContent()) ?? '';

    await ben.getByRole('button', { name: /^Join Room/ }).click();
    await ben.getByRole('textbox', { name: 'Room code' }).fill(roomCode);
    await ben.getByRole('button', { name: 'Join', exact: true }).click();
    await ben.getByRole('heading', { name: 'Lobby' }).waitFor();
    // The topic's name on the phone wraps between words, if at all.
    const topic = ben.locator('.room-facts dd', { hasText: GAME });
    await topic.waitFor();
    expect(await wrapsBetweenWords(ben, '.room-facts dd', GAME)).toBe(true);
  });

  it('shows a connected player not ready for 30 s as "Not ready — idle"', async () => {
    // Connected but not ready for 30 s: people read "Not ready — idle" (the state stays the wire's 'disconnected', R-WIRE-7).
    const benCard = ana.getByRole('list', { name: 'Players' }).getByRole('listitem').filter({ hasText: BEN });
    await benCard.getByText('Not ready — idle').waitFor({ timeout: 45_000 });
  }, 60_000);

  it('keeps the room code, Stop & Quit, the progress and the game area in sight on a laptop during a round', async () => {
    const benCard = ana.getByRole('list', { name: 'Players' }).getByRole('listitem').filter({ hasText: BEN });

    await ben.getByRole('button', { name: 'Ready Up' }).click();
    await benCard.getByText('Ready', { exact: true }).waitFor();
    await ana.getByRole('button', { name: 'Start Game' }).click();
    await Promise.all([waitForGame(ana), waitForGame(ben)]);

    await expectInSight(ana, {
      'room code': ana.locator('.ingame-code'),
      'Stop & Quit Room': ana.getByRole('button', { name: 'Stop & Quit Room' }),
      'score card': ana.locator('.stat-card[data-stat="score"]'),
      'own progress': ana.getByRole('progressbar', { name: /^Progress/ }),
      'game area': ana.getByTestId('game-area'),
    });
  });

  it('keeps the Score column of the results on a phone, and shows the round score and the competitive best', async () => {
    await playRound(ana, GAME_DATA);
    await playRound(ben, GAME_DATA);
    for (const page of [ana, ben]) await page.getByRole('heading', { name: 'Round 1 results' }).waitFor();

    // The phone shows the whole results table: the Score column is on screen, nothing scrolls sideways.
    const table = ben.locator('.results-table').first();
    const score = await box(table.getByRole('columnheader', { name: 'Score' }));
    expect(score.x + score.width).toBeLessThanOrEqual(390);
    expect(await table.evaluate((t) => t.scrollWidth <= (t.parentElement?.clientWidth ?? 0) + 1)).toBe(true);

    // The cards show the round's score (as in the results) and the competitive best, and free play's record is untouched.
    const anaRow = ana.getByTestId('result-row').filter({ hasText: ANA });
    const roundScore = (await anaRow.locator('td').last().textContent())?.trim() ?? '';
    expect(roundScore).toMatch(/^-?\d+$/);
    await expect.poll(() => ana.locator('.stat-card[data-stat="score"] .stat-value').textContent(), { timeout: 10_000 }).toBe(roundScore);
    const best = Number(roundScore) > 0 ? roundScore : '—';
    await expect.poll(() => ana.locator('.stat-card[data-stat="highScore"] .stat-value').textContent(), { timeout: 10_000 }).toBe(best);
    expect(await ana.evaluate(() => localStorage.getItem('matchdrop.highScore'))).toBeNull();
  });
});
