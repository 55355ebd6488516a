// Addresses in browser tests: where a page is, Back and Forward that wait for the address, and a fresh
// context opened at an address, logged out or with a session.
import { findBuiltinGame, findCategory } from '@matchdrop/shared';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { useProduct, type BootedProduct, type ProductBootOptions } from './boot.ts';

/**
 * How long a navigation test waits for a screen that arrives with its chunk (a fresh context, a reload): a second on
 * a quiet machine, more than ten with three browser workers and a load average of 20 on two cores.
 */
export const SCREEN_WAIT_MS = 30_000;

/** The page's address without its origin: path and query. */
export const path = (page: Page): string => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

export const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { name }).first();

/** The browser's Back, then the address it must come to. */
export async function back(page: Page, to: string): Promise<void> {
  await page.goBack({ waitUntil: 'commit' }).catch(() => null);
  await expect.poll(() => path(page), { timeout: SCREEN_WAIT_MS }).toBe(to);
}

export async function forward(page: Page, to: string): Promise<void> {
  await page.goForward({ waitUntil: 'commit' }).catch(() => null);
  await expect.poll(() => path(page), { timeout: SCREEN_WAIT_MS }).toBe(to);
}

/** A fresh context at an address: logged out, or with a session (the token the client keeps). */
export async function openAt(app: BootedProduct, address: string, token?: string): Promise<Page> {
  const page = await app.pages.open({ reducedMotion: 'reduce' }, async (context) => {
    if (token) await context.addInitScript((t) => window.localStorage.setItem('matchdrop.token', t), token);
  });
  await page.goto(`${app.product.url}${address}`);
  return page;
}

/**
 * A file's product for address tests, with a name suffix of this run and `openAt` bound to it; the mathematics
 * topic's multiplication table is the built-in game they open.
 */
export function useAddressTest(options: ProductBootOptions = { consoleErrors: false }) {
  const app = useProduct(options);
  return {
    app,
    pages: app.pages,
    suffix: Date.now().toString(36).slice(-5),
    topic: findCategory('mathematics')!,
    game: findBuiltinGame('multiplication-table')!,
    openAt: (address: string, token?: string): Promise<Page> => openAt(app, address, token),
  };
}
