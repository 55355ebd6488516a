// A competitive room's address in Chromium: creating a room puts its link (/rooms/:code) in the address bar; the
// link opened by a visitor asks for the login and then joins the room; during a running round the browser's Back
// asks first, like Stop & Quit Room, and a confirmed leave quits the round and gives up the seat as that does.
// A tournament heat alike: Back during a running heat asks first; a confirmed leave is "Leave tournament".
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PASSWORD } from '../testing/accounts.ts';
import { useCompetitionTest } from '../testing/competitive.ts';
import { waitForGame } from '../testing/freeplay.ts';

const {
  app,
  pages,
  topic: TOPIC,
  game: GAME,
  names: [ANA, BEN],
  register,
  openPage,
} = useCompetitionTest('nav_ana', 'nav_ben');

const path = (page: Page): string => new URL(page.url()).pathname;
const participant = (page: Page, name: string) => page.getByRole('list', { name: 'Players' }).getByRole('listitem').filter({ hasText: name });
const pressBack = (page: Page) => page.evaluate(() => window.history.back());

describe('a room at its address', () => {
  let ana: Page;
  let ben: Page;
  let roomCode: string;

  it('creating a room puts its link in the address; the link opened logged out joins after the login', async () => {
    const anaToken = await register(ANA);
    await register(BEN);
    ana = await openPage(anaToken);
    expect(path(ana)).toBe('/competition');
    await ana.getByRole('button', { name: /^Create Room/ }).click();
    await ana.getByRole('button', { name: TOPIC.name }).click();
    await ana.getByRole('button', { name: new RegExp(`^${GAME.name}`) }).click();
    await ana.getByRole('slider', { name: 'Number of pairs' }).fill('3');
    await ana.getByRole('radio', { name: '2 players' }).check();
    await ana.getByRole('combobox', { name: 'Time limit' }).selectOption({ label: '10 min' });
    await ana.getByRole('button', { name: 'Create Room', exact: true }).click();
    await ana.getByRole('heading', { name: 'Lobby' }).waitFor();
    roomCode = (await ana.getByTestId('room-code').textContent()) ?? '';
    await expect.poll(() => path(ana)).toBe(`/rooms/${roomCode}`);
    expect(await ana.title()).toBe(`Room ${roomCode} — MatchDrop`);

    ben = await pages.open({ reducedMotion: 'reduce' });
    // Typed in lower case: the screen's own address replaces it.
    await ben.goto(`${app.product.url}/rooms/${roomCode.toLowerCase()}`);
    await ben.getByText('Please log in to play competitive mode').waitFor();
    await ben.getByRole('main').getByRole('button', { name: 'Log In' }).click();
    const login = ben.getByRole('dialog', { name: 'Log In' });
    await login.getByLabel('Username or email').fill(BEN);
    await login.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await login.getByRole('button', { name: 'Log In', exact: true }).click();
    await ben.getByRole('heading', { name: 'Lobby' }).waitFor();
    expect(path(ben)).toBe(`/rooms/${roomCode}`);
    await participant(ana, BEN).getByText('Not ready').waitFor();
  });

  it('Back during a running round asks first; Keep Playing stays in the round', async () => {
    await ben.getByRole('button', { name: 'Ready Up' }).click();
    await participant(ana, BEN).getByText('Ready', { exact: true }).waitFor();
    await ana.getByRole('button', { name: 'Start Game' }).click();
    await Promise.all([waitForGame(ana), waitForGame(ben)]);

    // Ana came to the room through the app (/ → /competition → /rooms/CODE): Back would go to /competition.
    await pressBack(ana);
    const ask = ana.getByRole('dialog', { name: 'Quit this round?' });
    await ask.waitFor();
    expect(path(ana)).toBe(`/rooms/${roomCode}`);
    await ask.getByRole('button', { name: 'Keep Playing' }).click();
    await ask.waitFor({ state: 'hidden' });
    expect(path(ana)).toBe(`/rooms/${roomCode}`);
    expect(await ana.getByRole('button', { name: 'Stop & Quit Room' }).isVisible()).toBe(true);
  });

  it('a confirmed Back quits the round and gives up the seat, as Stop & Quit Room does', async () => {
    await pressBack(ana);
    const ask = ana.getByRole('dialog', { name: 'Quit this round?' });
    await ask.getByRole('button', { name: 'Quit Room' }).click();
    await ana.getByRole('button', { name: /^Create Room/ }).waitFor();
    expect(path(ana)).toBe('/competition');
    await ben.getByText(`${ANA} quit the game`).waitFor();
    // The seat is free: the room no longer lists Ana.
    await expect
      .poll(
        async () => {
          const answer = await fetch(`${app.product.url}/api/competitive/room/${roomCode}`, {
            headers: { Authorization: `Bearer ${await ben.evaluate(() => localStorage.getItem('matchdrop.token'))}` },
          });
          const body = (await answer.json()) as { room?: { participants?: { username: string }[] }; participants?: { username: string }[] };
          return (body.room?.participants ?? body.participants ?? []).map((p) => p.username);
        },
        { timeout: 15_000 },
      )
      .not.toContain(ANA);
  });
});

describe('a tournament heat at its address', () => {
  let host: Page;
  let ana: Page;
  let ben: Page;
  let code: string;

  /** A visitor comes to the tournament through the app (/ → /competition → /tournaments/join → /t/CODE), so Back stays in the page. */
  const join = async (name: string): Promise<Page> => {
    const page = await pages.open({ reducedMotion: 'reduce' });
    await page.getByRole('button', { name: 'Competition' }).click();
    await page.getByRole('button', { name: 'Join a tournament' }).click();
    await page.getByRole('textbox', { name: 'Tournament code' }).fill(code);
    await page.getByRole('button', { name: 'Join tournament' }).click();
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
    ana = await join('Ana');
    ben = await join('Ben');
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
