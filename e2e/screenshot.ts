// Saves README screenshots: the first page, light (docs/screenshot.png) and dark (docs/screenshot-dark.png),
// and a running game on a phone (390×844, touch) and a laptop (1280×800): docs/game-phone-<suffix>.png and
// docs/game-laptop-<suffix>.png. Run with `npx node e2e/screenshot.ts [suffix]` (suffix defaults to 'after')
// after `npm run build` and `npx node scripts/build.ts --e2e` (the game shots find the items through the test hook).
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { startBuiltinGame } from './testing/freeplay.ts';
import { launchBrowser, repoRoot, startProduct } from './testing/product.ts';

const suffix = process.argv[2] ?? 'after';
const SHOTS: { file: string; options: BrowserContextOptions; prepare?: (page: Page) => Promise<void> }[] = [
  { file: 'docs/screenshot.png', options: { viewport: { width: 1280, height: 800 }, colorScheme: 'light' } },
  { file: 'docs/screenshot-dark.png', options: { viewport: { width: 1280, height: 800 }, colorScheme: 'dark' } },
  ...[
    { name: 'phone', options: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 } },
    { name: 'laptop', options: { viewport: { width: 1280, height: 800 } } },
  ].map(({ name, options }) => ({
    file: `docs/game-${name}-${suffix}.png`,
    // Reduced motion: the items stand (nearly) still for the shot.
    options: { ...options, reducedMotion: 'reduce' as const },
    prepare: (page: Page) => startBuiltinGame(page, 'Mathematics', 'Multiplication Table', 10),
  })),
];

async function shoot(browser: Browser, url: string): Promise<void> {
  await mkdir(join(repoRoot, 'docs'), { recursive: true });
  for (const { file, options, prepare } of SHOTS) {
    const context = await browser.newContext(options);
    const page = await context.newPage();
    await page.goto(url);
    await page.getByRole('list', { name: 'Topics' }).getByRole('button').first().waitFor();
    await prepare?.(page);
    await page.screenshot({ path: join(repoRoot, file) });
    await context.close();
    console.log(`saved ${file}`);
  }
}

const product = await startProduct();
try {
  const browser = await launchBrowser();
  try {
    await shoot(browser, product.url);
  } finally {
    await browser.close();
  }
} finally {
  await product.stop();
}
