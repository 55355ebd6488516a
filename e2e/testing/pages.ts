// Pages of the product for browser tests: each opens in a browser context of its own, is watched for
// the failure report, and must end every test without a problem: an uncaught page error, a console
// error when the file asks for it, or whatever the file records itself (failed requests are expected:
// 401s, 403s, 409s).
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, expect } from 'vitest';
import { reportFailures } from './diagnostics.ts';
import type { Product } from './product.ts';

export interface AppPagesOptions {
  /** A console error on any page is a problem too. */
  consoleErrors?: boolean;
  /** Close every page after each test; otherwise pages live on to the next test and close at the end. */
  closeAfterEach?: boolean;
}

export interface AppPages {
  /** A new browser context at 1280×900 with the product's first page loaded; `prepare` runs before the load. */
  open(options?: BrowserContextOptions, prepare?: (context: BrowserContext) => Promise<unknown>): Promise<Page>;
  /** Records a problem the current test must not end with. */
  problem(text: string): void;
  /** The current test's problems so far. */
  problems(): readonly string[];
}

/** Call at the top level of a test file, after its own afterEach hooks. */
export function appPages(browser: () => Browser, product: () => Product, options: AppPagesOptions = {}): AppPages {
  const contexts: BrowserContext[] = [];
  const closeAll = async (): Promise<void> => {
    for (const context of contexts.splice(0)) await context.close();
  };
  // afterEach hooks run last-registered first: this one (closing) runs after the report has read the pages.
  if (options.closeAfterEach) afterEach(closeAll);
  afterAll(closeAll);
  const diagnostics = reportFailures(product);
  const problems: string[] = [];
  // Registered after the report's hook, so it runs first: the report then sees the failure it causes.
  afterEach(() => {
    expect(problems.splice(0)).toEqual([]);
  });
  return {
    async open(contextOptions = {}, prepare) {
      const context = await browser().newContext({ viewport: { width: 1280, height: 900 }, ...contextOptions });
      contexts.push(context);
      await prepare?.(context);
      const page = await context.newPage();
      diagnostics.watch(page);
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      if (options.consoleErrors) {
        page.on('console', (message) => {
          if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
        });
      }
      await page.goto(product().url);
      return page;
    },
    problem: (text) => problems.push(text),
    problems: () => problems,
  };
}
