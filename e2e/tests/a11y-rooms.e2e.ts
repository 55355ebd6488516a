// axe-core (WCAG 2.2 A/AA) on the multiplayer screens: Competition, a room's lobby and a running round, and a
// tournament's host setup, projector and player screens (the join form, the lobby, a heat). The rule: zero serious
// or critical violations on each (e2e/testing/axe.ts).
import { describe, it } from 'vitest';
import { AXE_SWEEP_TIMEOUT_MS, checkScreen } from '../testing/axe.ts';
import { useCompetitionTest } from '../testing/competitive.ts';
import { waitForGame } from '../testing/freeplay.ts';

const { app, pages, topic, game, names, register, openPage } = useCompetitionTest('axa', 'axb');

describe('axe on the competition and tournament screens', { timeout: AXE_SWEEP_TIMEOUT_MS }, () => {
  it('Competition, a room lobby and a running round', async () => {
    const [anaToken, benToken] = await Promise.all(names.map(register));
    const ana = await openPage(anaToken);
    await ana.getByRole('button', { name: /^Create Room/ }).waitFor();
    await checkScreen(ana, 'competition');
    await ana.getByRole('button', { name: /^Create Room/ }).click();
    await ana.getByRole('button', { name: topic.name }).click();
    await ana.getByRole('button', { name: new RegExp(`^${game.name}`) }).click();
    await ana.getByRole('slider', { name: 'Number of pairs' }).fill('3');
    await ana.getByRole('radio', { name: '2 players' }).check();
    await checkScreen(ana, 'create room');
    await ana.getByRole('button', { name: 'Create Room', exact: true }).click();
    await ana.getByRole('heading', { name: 'Lobby' }).waitFor();
    const code = (await ana.getByTestId('room-code').textContent()) ?? '';

    const ben = await openPage(benToken);
    await ben.getByRole('button', { name: /^Join Room/ }).click();
    await ben.getByRole('textbox', { name: 'Room code' }).fill(code);
    await ben.getByRole('button', { name: 'Join', exact: true }).click();
    await ben.getByRole('heading', { name: 'Lobby' }).waitFor();
    await ben.getByRole('button', { name: 'Ready Up' }).click();
    await ana.getByRole('list', { name: 'Players' }).getByText('Ready', { exact: true }).waitFor();
    await checkScreen(ana, 'room lobby');
    await ana.getByRole('button', { name: 'Start Game' }).click();
    await waitForGame(ana);
    await checkScreen(ana, 'competitive round');
  });

  it('a tournament: host setup, projector, and a player joining and racing a heat', async () => {
    const token = await register(`axhost_${names[0].slice(-5)}`);
    const host = await pages.open({ viewport: { width: 1366, height: 900 } }, (context) => context.addInitScript((t) => localStorage.setItem('matchdrop.token', t), token));
    await host.getByRole('button', { name: 'Competition' }).click();
    await host.getByRole('button', { name: /^Host a tournament/ }).click();
    await host.getByRole('button', { name: topic.name }).click();
    await host.getByRole('button', { name: new RegExp(`^${game.name}`) }).click();
    await host.getByRole('slider', { name: 'Number of pairs' }).fill('3');
    await host.getByRole('slider', { name: 'Rounds' }).fill('1');
    await host.getByRole('radio', { name: '2 players' }).check();
    await checkScreen(host, 'tournament host setup');
    await host.getByRole('button', { name: 'Create tournament' }).click();
    await host.getByRole('heading', { name: 'Waiting for players' }).waitFor();
    await host
      .getByRole('img', { name: /QR code of the join link/ })
      .locator('svg')
      .waitFor();
    const code = (await host.getByTestId('tournament-code').textContent()) ?? '';
    await checkScreen(host, 'tournament projector (waiting)');

    const players = [];
    for (const nickname of ['Ada', 'Bruno']) {
      const page = await pages.open({ reducedMotion: 'reduce' });
      await page.goto(`${app.product.url}/t/${code}`);
      await page.getByRole('textbox', { name: 'Your nickname' }).waitFor();
      if (players.length === 0) await checkScreen(page, 'tournament join form');
      await page.getByRole('textbox', { name: 'Your nickname' }).fill(nickname);
      await page.getByRole('button', { name: 'Join', exact: true }).click();
      await page.getByText(`You are in, ${nickname}!`).waitFor();
      players.push(page);
    }
    await checkScreen(players[0]!, 'tournament player lobby');
    await host.getByRole('button', { name: 'Start', exact: true }).click();
    await host.getByRole('listitem', { name: 'Heat 1' }).waitFor();
    await waitForGame(players[0]!);
    await checkScreen(players[0]!, 'tournament heat (player)');
    await checkScreen(host, 'tournament projector (heats)');
  });
});
