// axe-core on a page of the product: the WCAG 2.2 A/AA rules, and the rule the browser tests hold: no serious or
// critical violation on any screen. Every sweep goes through checkScreen, so a screen added later is checked alike.
import { AxeBuilder } from '@axe-core/playwright';
import { appendFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA (axe has no separate wcag22a tag: 2.2's A criteria sit in wcag2a/21a). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const BLOCKING = new Set(['serious', 'critical']);
/** Longer than any transition of the product's screens. */
const ANIMATIONS_WAIT_MS = 3_000;

interface AxeViolation {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

async function axeViolations(page: Page): Promise<AxeViolation[]> {
  // A dialog fading in is measured at its final colours: a contrast read mid-animation is not what the player reads.
  // Endless animations (a spinner) are left running; a finite one that is paused never finishes, so the wait is bounded.
  await page.evaluate((waitMs) => {
    const ended = Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
        .map((a) => a.finished.catch(() => undefined)),
    );
    return Promise.race([ended, new Promise((resolve) => setTimeout(resolve, waitMs))]);
  }, ANIMATIONS_WAIT_MS);
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations.map((v) => ({ id: v.id, impact: v.impact ?? 'unknown', help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
}

/**
 * Checks one screen: zero serious or critical violations. The check is soft, so a test that sweeps several screens
 * reports every failing screen, not just the first. With AXE_REPORT set, every violation (minor ones too) is appended
 * to that file as a JSON line per screen: the per-screen record the accessibility work reports.
 */
export async function checkScreen(page: Page, screen: string): Promise<void> {
  const violations = await axeViolations(page);
  if (process.env.AXE_REPORT) await appendFile(process.env.AXE_REPORT, `${JSON.stringify({ screen, violations })}\n`);
  const blocking = violations.filter((v) => BLOCKING.has(v.impact)).map((v) => `${v.impact} ${v.id}: ${v.help} (${v.targets.slice(0, 3).join(', ')})`);
  expect.soft(blocking, `axe on ${screen}`).toEqual([]);
}

/**
 * The time a test that sweeps several screens with axe may take. Each analysis reads the whole page and is
 * CPU-bound: with three browser workers beside it on two cores, one check took several times its quiet ~1–3 s,
 * and a nine-screen tournament sweep (56 s quiet) ran out of the default 60 s.
 */
export const AXE_SWEEP_TIMEOUT_MS = 150_000;
