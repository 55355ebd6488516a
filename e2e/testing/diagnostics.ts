// What a failed browser test leaves behind: for every page it opened, the address, the dialogs and
// alerts on screen and the last API answers; and the end of the product's log. A failure in CI can
// then be understood from its output alone, without running it again.
import type { Page, Request } from 'playwright-core';
import { afterEach } from 'vitest';
import type { Product } from './product.ts';

const KEPT_ANSWERS = 25;
const LOG_TAIL_CHARS = 4_000;

interface Watched {
  page: Page;
  answers: string[];
  /** API requests sent and not answered yet, by request, with their start time. */
  pending: Map<Request, number>;
}

export interface FailureDiagnostics {
  /** Records the page's API answers, and shows the page in the report when a test fails. */
  watch(page: Page): void;
}

/**
 * Every failing test of the file prints the report. afterEach hooks run last-registered first: call
 * this after the file's own afterEach that closes pages, so the report still sees them open.
 */
export function reportFailures(product: () => Product | undefined): FailureDiagnostics {
  let watched: Watched[] = [];
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail') console.error(await describe(watched, product()));
    watched = watched.filter((entry) => !entry.page.isClosed());
  });
  return {
    watch(page) {
      const entry: Watched = { page, answers: [], pending: new Map() };
      const isApi = (request: Request): boolean => new URL(request.url()).pathname.startsWith('/api/');
      page.on('request', (request) => {
        if (isApi(request)) entry.pending.set(request, Date.now());
      });
      page.on('response', (response) => {
        const request = response.request();
        if (!isApi(request)) return;
        const took = Date.now() - (entry.pending.get(request) ?? Date.now());
        entry.pending.delete(request);
        entry.answers.push(`${new Date().toISOString().slice(11, 23)} ${request.method()} ${new URL(request.url()).pathname} → ${response.status()} (${took} ms)`);
        entry.answers.splice(0, entry.answers.length - KEPT_ANSWERS);
      });
      page.on('requestfailed', (request) => {
        entry.pending.delete(request);
        entry.answers.push(`${request.method()} ${request.url()} failed: ${request.failure()?.errorText ?? 'unknown'}`);
      });
      watched.push(entry);
    },
  };
}

async function describe(watched: readonly Watched[], product: Product | undefined): Promise<string> {
  const parts = ['--- diagnostics of the failed test ---'];
  for (const [index, { page, answers, pending }] of watched.entries()) {
    parts.push(`page ${index + 1}: ${page.isClosed() ? '(closed)' : page.url()}`);
    const onScreen = page.isClosed()
      ? []
      : await page
          .evaluate(() =>
            [...document.querySelectorAll('[role="dialog"], [role="alertdialog"], [role="alert"], [role="status"]')]
              .map((el) => `  [${el.getAttribute('role')}] ${(el as HTMLElement).innerText.replace(/\s+/g, ' ').trim().slice(0, 300)}`)
              .filter((line) => !line.endsWith('] ')),
          )
          .catch((error: unknown) => [`  (page could not be read: ${(error as Error).message})`]);
    parts.push(...onScreen, '  API answers:', ...answers.map((line) => `    ${line}`));
    for (const [request, since] of pending) {
      parts.push(`    ${request.method()} ${new URL(request.url()).pathname} → no answer after ${Date.now() - since} ms`);
    }
  }
  if (product) parts.push('--- end of the product log ---', product.logs().slice(-LOG_TAIL_CHARS));
  return parts.join('\n');
}
