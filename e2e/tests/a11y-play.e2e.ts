// axe-core (WCAG 2.2 A/AA) on the screens a visitor meets without an account: the first page, its dialogs (help,
// login, registration), a built-in game's page, a running free-play game and its results. The rule: zero serious
// or critical violations on each screen (e2e/testing/axe.ts).
import { findBuiltinGame, findCategory } from '@matchdrop/shared';
import { describe, it } from 'vitest';
import { AXE_SWEEP_TIMEOUT_MS, checkScreen } from '../testing/axe.ts';
import { useProduct } from '../testing/boot.ts';
import { finishWithMouse, startBuiltinGame } from '../testing/freeplay.ts';

const app = useProduct({ consoleErrors: true, closeAfterEach: true });
const { pages } = app;
const TOPIC = findCategory('miscellaneous')!;
const GAME = findBuiltinGame('animals')!;

describe('axe on the visitor screens', { timeout: AXE_SWEEP_TIMEOUT_MS }, () => {
  it('the first page and its dialogs: help, login, registration', async () => {
    const page = await pages.open();
    await page.getByRole('list', { name: 'Topics' }).getByRole('button').first().waitFor();
    await checkScreen(page, 'first page');

    await page.getByRole('button', { name: 'Help: how to play' }).click();
    await page.getByRole('dialog', { name: 'How to play' }).waitFor();
    await checkScreen(page, 'help dialog');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Log In / Register' }).click();
    const login = page.getByRole('dialog', { name: 'Log In' });
    await login.waitFor();
    await checkScreen(page, 'login dialog');
    await login.getByRole('button', { name: 'Create one' }).click();
    await page.getByRole('dialog', { name: 'Create Account' }).waitFor();
    await checkScreen(page, 'register dialog');
  });

  it("a built-in game's page", async () => {
    const page = await pages.open();
    await page.goto(`${app.product.url}/builtin/${GAME.id}`);
    await page.getByRole('heading', { name: GAME.name }).first().waitFor();
    await checkScreen(page, 'built-in game page');
  });

  it('a running free-play game, paused, and its results', async () => {
    const page = await pages.open({ reducedMotion: 'reduce' });
    await startBuiltinGame(page, TOPIC.name, GAME.name, 3);
    await checkScreen(page, 'running game');
    await page.getByRole('button', { name: 'Pause', exact: true }).click();
    await page.getByRole('button', { name: 'Resume', exact: true }).waitFor();
    await checkScreen(page, 'paused game');
    await page.getByRole('button', { name: 'Resume', exact: true }).click();
    await finishWithMouse(page);
    await page.getByTestId('completion').waitFor();
    await checkScreen(page, 'results');
  });
});
