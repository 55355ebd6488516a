// Assignment plays for browser tests: a student plays the open play on their page as a student would.
import type { GameData } from '@matchdrop/shared';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { waitForEmptyZones } from './accounts.ts';
import { playRound } from './competitive.ts';
import { dragToZone, gameItems, gameState, waitForGame, type HookItem } from './freeplay.ts';

/**
 * Plays the page's assignment play with one miss: the first item on the field dropped onto a wrong counterpart, then
 * every pair right. The page holds no answer key: the test brings the game's pairs, as a student brings what they know.
 */
export async function playWithOneMiss(page: Page, data: GameData): Promise<{ dropped: HookItem; wrong: HookItem }> {
  await waitForGame(page);
  const field = (await gameItems(page)).filter((i) => i.location === 'field');
  const dropped = field[0]!;
  const wrong = field.find((i) => i.id !== dropped.id && data[dropped.text] !== i.text)!;
  await dragToZone(page, dropped.id, 'upper');
  await expect.poll(async () => (await gameState(page)).zones.upper, { timeout: 5_000 }).toBe(dropped.id);
  await dragToZone(page, wrong.id, 'lower');
  await expect.poll(async () => (await gameState(page)).stats.wrong, { timeout: 10_000 }).toBe(1);
  await waitForEmptyZones(page);
  await playRound(page, data);
  return { dropped, wrong };
}
