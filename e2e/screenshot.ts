// Saves README screenshots of the first page, light (docs/screenshot.png) and dark (docs/screenshot-dark.png).
// Run with `npx node e2e/screenshot.ts` after `npm run build`.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { launchBrowser, repoRoot, startProduct } from './harness.ts';

const SHOTS = [
  { colorScheme: 'light', file: 'docs/screenshot.png' },
  { colorScheme: 'dark', file: 'docs/screenshot-dark.png' },
] as const;

const product = await startProduct();
try {
  const browser = await launchBrowser();
  try {
    await mkdir(join(repoRoot, 'docs'), { recursive: true });
    for (const { colorScheme, file } of SHOTS) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, colorScheme });
      const page = await context.newPage();
      await page.goto(product.url);
      await page.getByRole('list', { name: 'Topics' }).getByRole('button').first().waitFor();
      await page.screenshot({ path: join(repoRoot, file) });
      await context.close();
      console.log(`saved ${file}`);
    }
  } finally {
    await browser.close();
  }
} finally {
  await product.stop();
}
