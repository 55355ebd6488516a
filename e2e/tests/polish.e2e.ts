// Issue 16, small things: help lists the keyboard controls and the touch gestures; a built-in game that holds
// more pairs than a round can deal says why; the header's Freeplay tab is not shown pressed on the dashboard.
import { describe, expect, it } from 'vitest';
import { maxSelectablePairs, countPairs, findBuiltinGame } from '@matchdrop/shared';
import { useProduct } from '../testing/boot.ts';

const app = useProduct({ consoleErrors: true, closeAfterEach: true });
const { pages } = app;

describe('small things', () => {
  it('help lists the keyboard controls and the touch gestures', async () => {
    const page = await pages.open();
    await page.getByRole('button', { name: 'Help: how to play' }).click();
    const help = page.getByRole('dialog', { name: 'How to play' });
    await help.getByRole('heading', { name: 'Keyboard' }).waitFor();
    const text = (await help.textContent()) ?? '';
    for (const key of ['←', '→', 'Enter', '1', '2', 'Escape']) expect(text).toContain(key);
    await help.getByRole('heading', { name: 'Touch' }).waitFor();
    expect(text).toContain('tap an item and then tap a zone');
  });

  it('says why Multiplication Table deals fewer pairs than it holds', async () => {
    const page = await pages.open();
    await page.getByRole('button', { name: /^Mathematics/ }).click();
    await page.getByRole('button', { name: /^Multiplication Table/ }).click();
    const table = findBuiltinGame('multiplication-table')!;
    const max = maxSelectablePairs(table.data);
    expect(await page.getByRole('slider', { name: 'Number of pairs' }).getAttribute('max')).toBe(String(max));
    await page.getByText(`Multiplication Table: ${countPairs(table.data)} pairs; at most ${max} can be dealt without look-alike answers`).waitFor();
  });

  it('does not show Freeplay pressed on the dashboard', async () => {
    const username = `dash_${Date.now().toString(36).slice(-5)}`;
    const response = await fetch(`${app.product.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username, email: `${username}@example.test`, password: 'secret-pass' }),
    });
    const { token } = (await response.json()) as { token: string };
    const page = await pages.open({}, (context) => context.addInitScript((t) => localStorage.setItem('matchdrop.token', t), token));
    const freeplay = page.getByRole('group', { name: 'Game mode' }).getByRole('button', { name: 'Freeplay' });
    expect(await freeplay.getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: new RegExp(`^${username}: open your dashboard`) }).click();
    await page.getByRole('heading', { name: `Welcome, ${username}!` }).waitFor();
    expect(await freeplay.getAttribute('aria-pressed')).toBe('false');
    await freeplay.click();
    await page.getByRole('list', { name: 'Topics' }).waitFor();
    expect(await freeplay.getAttribute('aria-pressed')).toBe('true');
  });
});
