// Free-play helpers for browser tests: open a game, read the running game through the e2e test hook
// (window.__matchdropTest, present only in the e2e client build), and play it with the real mouse or keyboard.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

type ZoneName = 'upper' | 'lower';
interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}
export interface HookItem {
  id: string;
  text: string;
  location: 'field' | 'held' | ZoneName;
  x: number;
  y: number;
  width: number;
  height: number;
  /** What the card shows: its picture, or its words (text, or a picture that failed to load). */
  face: 'picture' | 'words';
}
export interface HookState {
  stats: { score: number; streak: number; bestStreak: number; correct: number; wrong: number };
  matchedPairs: number;
  totalPairs: number;
  finished: boolean;
  elapsedMs: number;
  focusedId: string | null;
  pickedId: string | null;
  zones: Record<ZoneName, string | null>;
}
/** The client's MatchdropTestHook (client/src/game/testHook.ts), as far as these tests use it. */
interface Hook {
  ready(): boolean;
  items(): HookItem[];
  zones(): Record<ZoneName, Rect>;
  pairs(): [string, string][];
  state(): HookState;
}
type HookWindow = Window & { __matchdropTest?: Hook };

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const startsWith = (text: string): RegExp => new RegExp(`^${escapeRegExp(text)}`);

/** From the first page: topic → game → pair count → Start Game, then waits until the game is on screen. */
export async function startBuiltinGame(page: Page, topic: string, game: string, pairs: number): Promise<void> {
  await page.getByRole('button', { name: startsWith(topic) }).click();
  await page.getByRole('button', { name: startsWith(game) }).click();
  await page.getByRole('slider', { name: 'Number of pairs' }).fill(String(pairs));
  await page.getByRole('button', { name: 'Start Game' }).click();
  await waitForGame(page);
}

/** Waits until a fresh game is on screen (after Start Game or Play again). */
export async function waitForGame(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const h = (window as HookWindow).__matchdropTest;
    return h !== undefined && h.ready() && !h.state().finished && h.state().matchedPairs === 0;
  });
}

// Functions passed to page.evaluate run in the page: they reach the hook through window, not through this module.
export const gameState = (page: Page): Promise<HookState> => page.evaluate(() => (window as HookWindow).__matchdropTest!.state());
export const gameItems = (page: Page): Promise<HookItem[]> => page.evaluate(() => (window as HookWindow).__matchdropTest!.items());
export const gamePairs = (page: Page): Promise<[string, string][]> => page.evaluate(() => (window as HookWindow).__matchdropTest!.pairs());

/** The two texts of one round pair whose items are both on the field, and a wrong pair if `wrong`. */
export async function pickPair(page: Page, wrong = false): Promise<[HookItem, HookItem]> {
  const [items, pairs] = await Promise.all([gameItems(page), gamePairs(page)]);
  const onField = items.filter((i) => i.location === 'field');
  const counterpart = (text: string) => pairs.find(([a, b]) => a === text || b === text)!.find((t) => t !== text)!;
  for (const first of onField) {
    const partner = onField.find((i) => (wrong ? i.text !== counterpart(first.text) && i.id !== first.id : i.text === counterpart(first.text)));
    if (partner) return [first, partner];
  }
  throw new Error(`No ${wrong ? 'wrong' : 'right'} pair on the field: ${JSON.stringify(onField.map((i) => i.text))}`);
}

/**
 * Drags one item into a zone with the real mouse: its position is read right before the press (items
 * move), the pointer travels in steps (a drag, not a tap), and the drop is checked in the game state.
 * Items keep drifting between reading a position and pressing there, so on a slow machine another
 * item can be under the pointer by then: the press is checked, and a wrong grab is let go and retried.
 */
export async function dragToZone(page: Page, itemId: string, zone: ZoneName): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    // The whole game area in view: the mouse reaches only what the viewport shows.
    await page.evaluate(() => document.querySelector('[data-testid="game-area"]')?.scrollIntoView({ block: 'nearest' }));
    const where = await page.evaluate(
      ({ id, zone }) => {
        const h = (window as HookWindow).__matchdropTest!;
        const item = h.items().find((i) => i.id === id);
        const rect = h.zones()[zone];
        return item ? { item, target: { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 } } : null;
      },
      { id: itemId, zone },
    );
    if (!where) throw new Error(`Item ${itemId} is not in the game`);
    await page.mouse.move(where.item.x, where.item.y);
    await page.mouse.down();
    // Past the scene's drag threshold (6 px), so the game takes the item in hand.
    const distance = Math.hypot(where.target.x - where.item.x, where.target.y - where.item.y) || 1;
    const start = GRAB_MOVE_PX / distance;
    await page.mouse.move(where.item.x + (where.target.x - where.item.x) * start, where.item.y + (where.target.y - where.item.y) * start, { steps: 2 });
    if ((await heldItem(page)) === itemId) {
      await page.mouse.move(where.item.x + (where.target.x - where.item.x) / 3, where.item.y + (where.target.y - where.item.y) / 3, { steps: 2 });
      await page.mouse.move(where.target.x, where.target.y, { steps: 4 });
      await page.mouse.up();
      return;
    }
    // Let go where it was taken: outside the zones, so the item (if any) goes back to the field.
    await page.mouse.up();
    if (attempt === MAX_GRAB_ATTEMPTS) throw new Error(`Could not grab item ${itemId} in ${MAX_GRAB_ATTEMPTS} tries`);
  }
}

const MAX_GRAB_ATTEMPTS = 20;
const GRAB_MOVE_PX = 12;

/** The id of the item the pointer holds, once the game has seen the press (null when it took none). */
async function heldItem(page: Page): Promise<string | null> {
  const handle = await page
    .waitForFunction(
      () => {
        const held = (window as HookWindow).__matchdropTest!.items().find((i) => i.location === 'held');
        return held ? held.id : false;
      },
      undefined,
      { timeout: 400, polling: 16 },
    )
    .catch(() => null);
  return handle === null ? null : ((await handle.jsonValue()) as string);
}

/** Drags a pair in (first item up, second down) and waits until the game has judged it. */
export async function playPair(page: Page, pair: [HookItem, HookItem]): Promise<HookState> {
  const before = await gameState(page);
  await dragToZone(page, pair[0].id, 'upper');
  await page.waitForFunction((id) => (window as HookWindow).__matchdropTest?.state().zones.upper === id, pair[0].id);
  await dragToZone(page, pair[1].id, 'lower');
  const attempts = before.stats.correct + before.stats.wrong;
  await page.waitForFunction((n) => {
    const s = (window as HookWindow).__matchdropTest?.state();
    return s !== undefined && s.stats.correct + s.stats.wrong > n;
  }, attempts);
  return gameState(page);
}

/** Plays every remaining pair correctly with the mouse. */
export async function finishWithMouse(page: Page): Promise<void> {
  for (;;) {
    const state = await gameState(page);
    if (state.finished) return;
    const after = await playPair(page, await pickPair(page));
    expect(after.stats.correct).toBe(state.stats.correct + 1);
  }
}

/** Moves keyboard focus with Tab until the game area has it (the game is reached by keyboard alone). */
export async function tabIntoGame(page: Page): Promise<void> {
  for (let i = 0; i < 15; i++) {
    if (await page.evaluate(() => document.activeElement?.getAttribute('data-testid') === 'game-area')) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the game area');
}

/** Cycles keyboard focus inside the game (arrow keys) until the item with `text` is focused. */
export async function focusItem(page: Page, text: string): Promise<void> {
  for (let i = 0; i < 60; i++) {
    const focused = await page.evaluate(() => {
      const h = (window as HookWindow).__matchdropTest!;
      const id = h.state().focusedId;
      return h.items().find((item) => item.id === id)?.text ?? null;
    });
    if (focused === text) return;
    await page.keyboard.press('ArrowRight');
  }
  throw new Error(`Keyboard focus never reached "${text}"`);
}
