// Competitive mode in Chromium, two players in two browser contexts: the login requirement, creating a room
// (built-in game, 3 pairs, 2 players), joining with the code, the server's Start Game refusals, Ready Up,
// the countdown on both screens, both players matching every pair with the real mouse (each verdict from the
// server, one player's connection cut and taken back mid-round), both players' results, and the way to round 2.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { dropConnection, playRound, useCompetitionTest } from '../testing/competitive.ts';
import { gameState, waitForGame } from '../testing/freeplay.ts';

const {
  pages,
  topic: TOPIC,
  game: GAME,
  names: [ANA, BEN],
  register,
  openPage,
} = useCompetitionTest('ana', 'ben');

const alert = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });
const participant = (page: Page, name: string) => page.getByRole('list', { name: 'Players' }).getByRole('listitem').filter({ hasText: name });

describe('competitive mode', () => {
  let ana: Page;
  let ben: Page;
  let roomCode: string;

  it('asks a visitor to log in, with a Log In button that opens the login popup', async () => {
    const visitor = await openPage();
    await visitor.getByText('Please log in to play competitive mode').waitFor();
    await visitor.getByRole('main').getByRole('button', { name: 'Log In' }).click();
    await visitor.getByRole('dialog', { name: 'Log In' }).waitFor();
  });

  it('creates a room with a built-in game, 3 pairs and 2 players; Start Game alone is refused', async () => {
    const [anaToken, benToken] = await Promise.all([register(ANA), register(BEN)]);
    ana = await openPage(anaToken);
    ben = await openPage(benToken);

    await ana.getByRole('button', { name: /^Create Room/ }).click();
    await ana.getByRole('button', { name: TOPIC.name }).click();
    await ana.getByRole('button', { name: new RegExp(`^${GAME.name}`) }).click();
    const slider = ana.getByRole('slider', { name: 'Number of pairs' });
    expect([await slider.getAttribute('min'), await slider.inputValue()]).toEqual(['3', '6']);
    await slider.fill('3');
    await expect.poll(() => ana.getByRole('radio', { name: '4 players' }).isChecked(), { timeout: 10_000 }).toBe(true);
    await ana.getByRole('radio', { name: '2 players' }).check();
    // The longest time limit: a loaded machine's mouse play must not meet the round's end.
    await ana.getByRole('combobox', { name: 'Time limit' }).selectOption({ label: '10 min' });
    await ana.getByRole('button', { name: 'Create Room', exact: true }).click();

    await ana.getByRole('heading', { name: 'Lobby' }).waitFor();
    expect(await ana.locator('.room-facts').textContent()).toContain('10 min');
    roomCode = (await ana.getByTestId('room-code').textContent()) ?? '';
    expect(roomCode).toMatch(/^[A-Z0-9]{6}$/);
    const facts = ana.locator('.room-facts');
    expect(await facts.textContent()).toContain(GAME.name);
    expect(await facts.textContent()).toContain('3 pairs');
    expect(await facts.textContent()).toContain('1/2');
    await participant(ana, ANA).getByText('Host', { exact: true }).first().waitFor();

    await ana.getByRole('button', { name: 'Start Game' }).click();
    await alert(ana, 'Need at least 2 players to start').waitFor();
  });

  it('joins with the code typed in lower case (uppercased, Join enabled only at 6 characters)', async () => {
    await ben.getByRole('button', { name: /^Join Room/ }).click();
    const code = ben.getByRole('textbox', { name: 'Room code' });
    const join = ben.getByRole('button', { name: 'Join', exact: true });
    await code.fill(roomCode.slice(0, 5).toLowerCase());
    await expect.poll(() => join.isDisabled(), { timeout: 10_000 }).toBe(true);
    await code.fill(roomCode.toLowerCase());
    await expect.poll(() => code.inputValue(), { timeout: 10_000 }).toBe(roomCode);
    await expect.poll(() => join.isDisabled(), { timeout: 10_000 }).toBe(false);
    await join.click();

    await ben.getByRole('heading', { name: 'Lobby' }).waitFor();
    await participant(ben, ANA).waitFor();
    await participant(ben, BEN).getByText('Not ready').waitFor();
    await participant(ana, BEN).getByText('Not ready').waitFor();
    expect(await ana.locator('.room-facts').textContent()).toContain('2/2');
  });

  it('keeps the seat while the player looks at the dashboard and comes back', async () => {
    await ben.getByRole('button', { name: new RegExp(`^${BEN}: open your dashboard`) }).click();
    await ben.getByRole('heading', { name: `Welcome, ${BEN}!` }).waitFor();
    expect(await ben.getByRole('heading', { name: 'Lobby' }).isVisible()).toBe(false);
    await ben.getByRole('button', { name: 'Back to Game' }).click();
    await ben.getByRole('heading', { name: 'Lobby' }).waitFor();
    await participant(ben, ANA).waitFor();
    // The host still has Ben in the room: his connection never left.
    await participant(ana, BEN).getByText('Not ready').waitFor();
    expect(await ana.locator('.room-facts').textContent()).toContain('2/2');
  });

  it('refuses to start until everyone is ready, then both players see the countdown', async () => {
    await ana.getByRole('button', { name: 'Start Game' }).click();
    await alert(ana, 'All players must be ready before starting').waitFor();

    await ben.getByRole('button', { name: 'Ready Up' }).click();
    await participant(ana, BEN).getByText('Ready', { exact: true }).waitFor();
    await ben.locator('button[aria-pressed="true"]', { hasText: 'Ready Up' }).waitFor();

    await ana.getByRole('button', { name: 'Start Game' }).click();
    await Promise.all([ana.getByTestId('countdown').waitFor(), ben.getByTestId('countdown').waitFor()]);
    for (const page of [ana, ben]) expect(await page.getByTestId('countdown').textContent()).toMatch(/^(3|2|1|GO!)$/);
  });

  it('deals both players the same 3 pairs, and each plays them with the mouse, judged by the server', async () => {
    await Promise.all([waitForGame(ana), waitForGame(ben)]);
    const [anaStart, benStart] = await Promise.all([gameState(ana), gameState(ben)]);
    expect([anaStart.totalPairs, benStart.totalPairs]).toEqual([3, 3]);
    const deal = (page: Page) => page.evaluate(() => (window as Window & { __matchdropTest?: { items(): { text: string }[] } }).__matchdropTest!.items().map((i) => i.text));
    expect(await deal(ana)).toEqual(await deal(ben));
    for (const page of [ana, ben]) await page.getByRole('heading', { name: GAME.name }).waitFor();
    expect(await ana.getByRole('list', { name: "Opponents' progress" }).textContent()).toContain(BEN);

    await playRound(ana, GAME.data, 1);
    await ana.locator('.stat-card[data-stat="score"] .stat-value').filter({ hasText: /^2$/ }).waitFor();

    // A dropped connection is taken back (R-ROOM-11): the round resumes with the pairs left and the score kept.
    await dropConnection(ana);
    await ana.getByText(/Connection lost — reconnecting \(attempt 1 of 5\)/).waitFor();
    await ana.getByText(/reconnecting/).waitFor({ state: 'hidden' });
    await waitForGame(ana);
    expect((await gameState(ana)).totalPairs).toBe(2);
    await expect.poll(() => ana.locator('.stat-card[data-stat="score"] .stat-value').textContent(), { timeout: 10_000 }).toBe('2');
    await expect.poll(() => ana.locator('.stat-card[data-stat="remaining"] .stat-value').textContent(), { timeout: 10_000 }).toBe('2');

    await playRound(ana, GAME.data);
    await ana.getByText('Waiting for the other players to finish…').waitFor();
    await expect.poll(() => ana.locator('.stat-card[data-stat="score"] .stat-value').textContent(), { timeout: 10_000 }).toBe('6');
    await expect.poll(() => ana.locator('.stat-card[data-stat="remaining"] .stat-value').textContent(), { timeout: 10_000 }).toBe('0');
    await ben
      .getByRole('progressbar', { name: `${ANA}'s progress` })
      .and(ben.locator('[aria-valuenow="3"]'))
      .waitFor();

    await playRound(ben, GAME.data);
  });

  it('shows both players the results with both players listed', async () => {
    for (const page of [ana, ben]) {
      await page.getByRole('heading', { name: 'Round 1 results' }).waitFor();
      const rows = page.getByTestId('result-row');
      expect(await rows.count()).toBe(2);
      const texts = await rows.allTextContents();
      expect(texts[0]).toContain('1st');
      expect(texts[1]).toContain('2nd');
      expect(texts.join(' ')).toContain(ANA);
      expect(texts.join(' ')).toContain(BEN);
      for (const text of texts) expect(text).toMatch(/\d+\.\d{2}s100\.0%-?\d+$/);
      await page.getByRole('button', { name: 'Start Another Round' }).waitFor();
    }
    expect(pages.problems()).toEqual([]);
  });

  it('between rounds: waiting room, a declined and an approved topic, the new host picks the pair count, round 2 lobby', async () => {
    await ben.getByRole('button', { name: 'Start Another Round' }).click();
    await ana.getByText(`${BEN} is waiting for another round`).waitFor();
    await ben.getByRole('heading', { name: 'Waiting room' }).waitFor();
    await ben.getByText('Not enough players').waitFor();
    await ben.getByText(`Waiting for ${ANA} to continue`).waitFor();
    // Once everyone is in, the waiting room hides and the room goes on to the topics by itself.
    await ana.getByRole('button', { name: 'Start Another Round' }).click();
    await Promise.all([ana, ben].map((page) => page.getByRole('heading', { name: 'Next topic' }).waitFor()));

    const propose = async () => {
      await ben.getByRole('button', { name: TOPIC.name }).click();
      await ben.getByRole('button', { name: /^Countries/ }).click();
      await ben.getByRole('button', { name: 'Propose Countries' }).click();
      await ana.getByText(`${BEN} proposes Countries`).waitFor();
      await ana.getByText('1 of 2 approved').waitFor();
    };
    await propose();
    await ana.getByRole('button', { name: 'Decline' }).click();
    await Promise.all([ana, ben].map((page) => page.getByText(`${ANA} declined Countries. Please choose a new topic.`).waitFor()));
    await propose();
    await ana.getByRole('button', { name: 'Approve' }).click();

    await ana.getByText(`Waiting for ${BEN} to choose the number of pairs`).waitFor();
    await ben.getByText('You are the new host').waitFor();
    await ben.getByRole('slider', { name: 'Number of pairs' }).fill('4');
    await ben.getByRole('button', { name: 'Play 4 pairs' }).click();
    for (const page of [ana, ben]) {
      await page.getByRole('heading', { name: 'Lobby · Round 2' }).waitFor();
      const facts = (await page.locator('.room-facts').textContent()) ?? '';
      expect(facts).toContain('Countries');
      expect(facts).toContain('4 pairs');
      await participant(page, BEN).getByText('Host', { exact: true }).waitFor();
    }
    await ana.getByRole('button', { name: 'Ready Up' }).waitFor();
    await ben.getByRole('button', { name: 'Start Game' }).waitFor();
    expect(pages.problems()).toEqual([]);
  });
});
