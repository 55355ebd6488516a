// The one product boot of the browser tests: a file calls useProduct() once at its top level and gets the
// product, the browser and its pages, with the hooks that start and stop them already registered.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { appPages, type AppPages, type AppPagesOptions } from './pages.ts';
import { launchBrowser, startProduct, type Product } from './product.ts';

export interface ProductBootOptions extends AppPagesOptions {
  /** Extra environment of the product; a function when it depends on something another beforeAll started. */
  env?: Record<string, string> | (() => Record<string, string>);
}

export interface BootedProduct {
  /** The running product; only usable inside tests and hooks (it starts in beforeAll). */
  readonly product: Product;
  readonly browser: Browser;
  readonly pages: AppPages;
}

export function useProduct(options: ProductBootOptions = {}): BootedProduct {
  let product: Product | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    product = await startProduct({ env: typeof options.env === 'function' ? options.env() : options.env });
    browser = await launchBrowser();
  });
  // Registered before the pages' hooks, so (after-hooks running last-registered first) the pages close first.
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });
  const booted: BootedProduct = {
    get product(): Product {
      if (!product) throw new Error('The product is not started yet: use it inside a test or hook.');
      return product;
    },
    get browser(): Browser {
      if (!browser) throw new Error('The browser is not launched yet: use it inside a test or hook.');
      return browser;
    },
    pages: appPages(
      () => booted.browser,
      () => booted.product,
      options,
    ),
  };
  return booted;
}
