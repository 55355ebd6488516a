// Competitive-mode helpers for browser tests: cutting a page's room connection, and playing a round with the
// real mouse through the game's e2e test hook, where every verdict comes from the server.
import type { BrowserContext, Page } from 'playwright-core';
import { findBuiltinGame, findCategory, type GameData } from '@matchdrop/shared';
import { registerUser } from './accounts.ts';
import { useProduct } from './boot.ts';
import type { AppPages } from './pages.ts';
import { dragToZone, gameItems, type HookItem, type HookState } from './freeplay.ts';

type SocketWindow = Window & { __sockets?: WebSocket[] };

/** The room's websocket closes without a goodbye (code 1005 on this side), as when the network drops. */
export async function dropConnection(page: Page): Promise<void> {
  await page.evaluate(() => (window as SocketWindow).__sockets?.at(-1)?.close());
}

/** A browser context of its own on the Competition tab; with a token, the player is logged in (stored as the app stores it). */
async function openCompetition(pages: AppPages, token?: string): Promise<Page> {
  // Reduced motion slows the moving items: the mouse finds them where it read them.
  const page = await pages.open({ reducedMotion: 'reduce' }, async (context) => {
    if (token) await context.addInitScript((t) => localStorage.setItem('matchdrop.token', t), token);
    await trackWebSockets(context);
  });
  await page.getByRole('button', { name: 'Competition' }).click();
  return page;
}

type HookWindow = Window & { __matchdropTest?: { state(): HookState; items(): HookItem[] } };

/** Waits a moment for an item to land in a zone: false when the drag missed (a busy machine, a moving item). */
const landed = (page: Page, id: string, zone: 'upper' | 'lower'): Promise<boolean> =>
  page
    .waitForFunction(({ id, zone }) => (window as HookWindow).__matchdropTest?.state().zones[zone] === id, { id, zone }, { timeout: 5_000 })
    .then(
      () => true,
      () => false,
    );

/**
 * Two items on the field that belong together, found with the game itself: in competition the page never learns
 * which items are pairs (the server keeps the answer key), so the test brings the game's data, as a player
 * brings their knowledge.
 */
async function pickPairOf(page: Page, data: GameData): Promise<[HookItem, HookItem]> {
  const onField = (await gameItems(page)).filter((i) => i.location === 'field');
  for (const first of onField) {
    const partner = onField.find((i) => i.id !== first.id && data[first.text] === i.text);
    if (partner) return [first, partner];
  }
  throw new Error(`No pair on the field: ${JSON.stringify(onField.map((i) => i.text))}`);
}

/**
 * Matches pairs of the round with the real mouse, each item's position read right before the press, and waits
 * for the server's verdict on each pair (the game scores only on the server's word). For the last pair of the
 * last player the results replace the game at once. A drag that missed its item or zone is tried again.
 */
export async function playRound(page: Page, data: GameData, pairs = Number.POSITIVE_INFINITY): Promise<void> {
  let judged = 0;
  for (let tries = 0; judged < pairs; tries++) {
    if (tries > 30) throw new Error(`still playing after ${tries} tries`);
    // null once the game is gone: it ends shortly after the last match, or at once when the round ends.
    const before = await page.evaluate(() => (window as HookWindow).__matchdropTest?.state() ?? null);
    if (!before || before.finished) return;
    const [first, second] = await pickPairOf(page, data);
    await dragToZone(page, first.id, 'upper');
    if (!(await landed(page, first.id, 'upper'))) continue;
    await dragToZone(page, second.id, 'lower');
    await page.waitForFunction(
      ({ stats, id }) => {
        const hook = (window as HookWindow).__matchdropTest;
        if (!hook) return true;
        const now = hook.state().stats;
        if (now.correct !== stats.correct || now.wrong !== stats.wrong) return true;
        const item = hook.items().find((i) => i.id === id);
        return item === undefined || item.location === 'field';
      },
      { stats: before.stats, id: second.id },
    );
    const after = await page.evaluate(() => (window as HookWindow).__matchdropTest?.state().stats ?? null);
    if (!after || after.correct !== before.stats.correct) judged += 1;
  }
}

/** Keeps a handle on the context's websockets, so a test can cut the room's connection as a network drop would. */
export async function trackWebSockets(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const Native = window.WebSocket;
    const sockets: WebSocket[] = [];
    (window as SocketWindow).__sockets = sockets;
    window.WebSocket = class extends Native {
      constructor(url: string | URL, protocols?: string | string[]) {
        super(url, protocols);
        sockets.push(this);
      }
    };
  });
}

/**
 * The opening every competition browser test shares: the product (every page's errors watched), the built-in game
 * the rooms play, two player names unique to this run, and registering and opening the Competition screen.
 */
export function useCompetitionTest(first: string, second: string) {
  const app = useProduct({ consoleErrors: true });
  const suffix = Date.now().toString(36).slice(-5);
  return {
    app,
    pages: app.pages,
    topic: findCategory('miscellaneous')!,
    game: findBuiltinGame('animals')!,
    names: [`${first}_${suffix}`, `${second}_${suffix}`] as const,
    register: (username: string): Promise<string> => registerUser(app.product, username),
    openPage: (token?: string): Promise<Page> => openCompetition(app.pages, token),
  };
}
