// Pages of the product for browser tests that keep their pages across tests: each opens in a context
// of its own, is watched for the failure report, and must end every test without an uncaught error
// (failed requests are expected: 401s, 403s, 409s).
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterEach, expect } from 'vitest';
import { reportFailures } from './diagnostics.ts';
import type { Product } from './harness.ts';

export interface AppPages {
  /** A new browser context at 1280×900 with the product's first page loaded; `prepare` runs before the load. */
  open(options?: BrowserContextOptions, prepare?: (context: BrowserContext) => Promise<unknown>): Promise<Page>;
}

/** Call at the top level of a test file, after its own afterEach hooks. */
export function appPages(browser: () => Browser, product: () => Product): AppPages {
  const diagnostics = reportFailures(product);
  const pageErrors: string[] = [];
  // Registered after the report's hook, so it runs first: the report then sees the failure it causes.
  afterEach(() => {
    expect(pageErrors.splice(0)).toEqual([]);
  });
  return {
    async open(options = {}, prepare) {
      const context = await browser().newContext({ viewport: { width: 1280, height: 900 }, ...options });
      await prepare?.(context);
      const page = await context.newPage();
      diagnostics.watch(page);
      page.on('pageerror', (error) => pageErrors.push(error.message));
      await page.goto(product().url);
      return page;
    },
  };
}
