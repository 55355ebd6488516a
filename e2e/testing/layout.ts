// Layout checks for browser tests: what a player sees without scrolling, on a phone and on a laptop.
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** A phone held upright (390×844, touch); reduced motion keeps items where a tap reads them. */
export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2, reducedMotion: 'reduce' } as const;

export async function box(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  const rect = await locator.boundingBox();
  if (!rect) throw new Error(`${locator.toString()} is not on the page`);
  return rect;
}

/** Every locator lies wholly inside the viewport and below the sticky header, without any scrolling by the test. */
export async function expectInSight(page: Page, what: Record<string, Locator>): Promise<void> {
  const viewport = page.viewportSize()!;
  const header = await box(page.locator('.app-header'));
  const headerBottom = header.y + header.height;
  const misplaced: string[] = [];
  for (const [name, locator] of Object.entries(what)) {
    const rect = await box(locator);
    if (rect.y < headerBottom - 0.5 || rect.y + rect.height > viewport.height + 0.5 || rect.x < 0 || rect.x + rect.width > viewport.width + 0.5) {
      misplaced.push(`${name}: top ${Math.round(rect.y)}, bottom ${Math.round(rect.y + rect.height)} (header ends at ${Math.round(headerBottom)}, window ${viewport.height})`);
    }
  }
  expect(misplaced).toEqual([]);
}
