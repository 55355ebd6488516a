// A competitive room's address in Chromium: creating a room puts its link (/rooms/:code) in the address bar; the
// link opened by a visitor asks for the login and then joins the room; during a running round the browser's Back
// asks first, like Stop & Quit Room, and a confirmed leave quits the round and gives up the seat as that does.
// The link opened from outside the site (a mail, a chat: no screen of the visit before it) gets the competition
// screen put in front, so Back during a round asks there too, while a reload neither asks nor loses the round.
// (A tournament heat: navigation-heat.e2e.ts.)
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

    // Ben follows the link from another site (here the API's health page stands for his webmail): the room is the
    // first screen of his visit. Typed in lower case: the screen's own address replaces it.
    ben = await pages.open({ reducedMotion: 'reduce' });
    await ben.goto(`${app.product.url}/api/health`);
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

  it('the link opened from outside: Back in the round asks too (not leaving the site); a reload neither asks nor loses the round', async () => {
    const prompts: string[] = [];
    ben.on('dialog', (dialog) => {
      prompts.push(dialog.type());
      void dialog.dismiss();
    });
    await pressBack(ben);
    const ask = ben.getByRole('dialog', { name: 'Quit this round?' });
    await ask.waitFor();
    expect(path(ben)).toBe(`/rooms/${roomCode}`);
    await ask.getByRole('button', { name: 'Keep Playing' }).click();
    await ask.waitFor({ state: 'hidden' });

    await ben.reload();
    await waitForGame(ben);
    expect(path(ben)).toBe(`/rooms/${roomCode}`);
    // Still guarded after the reload: the entry in front stays.
    await pressBack(ben);
    await ben.getByRole('dialog', { name: 'Quit this round?' }).getByRole('button', { name: 'Keep Playing' }).click();
    expect(path(ben)).toBe(`/rooms/${roomCode}`);
    expect(prompts).toEqual([]);
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
