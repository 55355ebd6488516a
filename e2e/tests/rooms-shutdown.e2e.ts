// A room closed by a server shutdown, in Chromium: the host waits in the lobby, the product is stopped (SIGTERM),
// and the page says why the room ended — the server is restarting — at the room choice, one click from Create
// Room or Join Room, instead of retrying a server that is going away.
import { findBuiltinGame, findCategory } from '@matchdrop/shared';
import { describe, expect, it } from 'vitest';
import { useProduct } from '../testing/boot.ts';

const app = useProduct();
const { pages } = app;

const TOPIC = findCategory('miscellaneous')!;
const GAME = findBuiltinGame('animals')!;
const HOST = `host_${Date.now().toString(36).slice(-5)}`;

describe('a room closed by a server shutdown', () => {
  it('tells the player the room ended because the server is restarting, with Create Room and Join Room at hand', async () => {
    const response = await fetch(`${app.product.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: HOST, email: `${HOST}@example.test`, password: 'secret-pass' }),
    });
    const { token } = (await response.json()) as { token: string };
    const page = await pages.open({ reducedMotion: 'reduce' }, (context) => context.addInitScript((t) => localStorage.setItem('matchdrop.token', t), token));
    await page.getByRole('button', { name: 'Competition' }).click();
    await page.getByRole('button', { name: /^Create Room/ }).click();
    await page.getByRole('button', { name: TOPIC.name }).click();
    await page.getByRole('button', { name: new RegExp(`^${GAME.name}`) }).click();
    await page.getByRole('button', { name: 'Create Room', exact: true }).click();
    await page.getByRole('heading', { name: 'Lobby' }).waitFor();

    await app.product.stop();

    const notice = page.getByRole('status').filter({ hasText: 'The room ended because the server is restarting' });
    await notice.waitFor({ timeout: 10_000 });
    await expect.poll(() => page.getByRole('heading', { name: 'Lobby' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Create Room/ }).isEnabled()).toBe(true);
    expect(await page.getByRole('button', { name: /^Join Room/ }).isEnabled()).toBe(true);
  });
});
