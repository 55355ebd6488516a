// Issue 16, layout where people actually play: a phone (390×844, touch) gets a tall field that uses the
// screen's height, zones at top and bottom, items with ≥ 44 px touch height and a canvas never shrunk below
// one game pixel per CSS pixel (so item text stays ≥ 14 px); on a laptop (1280×800, 1366×768) the score,
// the game's controls, its progress and the whole game area are in sight without scrolling, none of it
// under the sticky header, in free play and in a competitive room.
import { findBuiltinGame, findCategory } from '@matchdrop/shared';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkScreen } from '../testing/axe.ts';
import { gameItems, gamePairs, gameState, startBuiltinGame, waitForGame } from '../testing/freeplay.ts';
import { useProduct } from '../testing/boot.ts';
import { adminToken, busyStudent } from '../testing/header-states.ts';
import { box, expectInSight, PHONE } from '../testing/layout.ts';

const ADMIN_PASSWORD = 'layout-admin-secret';
const app = useProduct({ consoleErrors: true, closeAfterEach: true, env: { ADMIN_PASSWORD } });
const { pages } = app;

type HookWindow = Window & { __matchdropTest?: { scale(): number; zones(): Record<'upper' | 'lower', { x: number; y: number; width: number; height: number }> } };

describe('on a phone (390×844, touch)', () => {
  it('gives the game a tall field with zones at top and bottom, items ≥ 44 px tall, the canvas not shrunk', async () => {
    const page = await pages.open(PHONE);
    await startBuiltinGame(page, 'Mathematics', 'Multiplication Table', 10);
    const area = await box(page.getByTestId('game-area'));
    // The game gets the screen (issue 33): at least 350×560 of the 390×844, upright.
    expect(area.width).toBeGreaterThanOrEqual(350);
    expect(area.height).toBeGreaterThanOrEqual(560);
    expect(area.height).toBeGreaterThan(area.width);
    await expectInSight(page, { 'game area': page.getByTestId('game-area') });
    // One game pixel is at least one CSS pixel: item text (≥ 14 game px) is never scaled below 14 px.
    expect(await page.evaluate(() => (window as HookWindow).__matchdropTest!.scale())).toBeGreaterThanOrEqual(0.999);
    for (const item of await gameItems(page)) expect(item.height).toBeGreaterThanOrEqual(44);
    const zones = await page.evaluate(() => (window as HookWindow).__matchdropTest!.zones());
    expect(zones.upper.y - area.y).toBeLessThan(area.height / 6);
    expect(area.y + area.height - (zones.lower.y + zones.lower.height)).toBeLessThan(area.height / 6);
    expect(zones.upper.width).toBeGreaterThan(area.width * 0.8);
  });

  it('on a 320×568 phone too: one slim header row, the score, clock, Pause and progress in one line, the speed behind a settings button', async () => {
    const page = await pages.open({ ...PHONE, viewport: { width: 320, height: 568 } });
    await startBuiltinGame(page, 'Mathematics', 'Multiplication Table', 10);
    const area = await box(page.getByTestId('game-area'));
    expect(area.width).toBeGreaterThanOrEqual(300);
    expect(area.height).toBeGreaterThanOrEqual(400);
    // Nothing of the game is under anything: the whole area in sight below the header, the page not scrolled.
    await expectInSight(page, { 'game area': page.getByTestId('game-area') });
    expect(await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.scrollHeight])).toEqual([320, 568]);
    // One line: Return, Pause, the clock, the score and the settings button share a row, above the progress bar.
    const line = {
      Return: page.getByRole('button', { name: 'Return to Games' }),
      Pause: page.getByRole('button', { name: 'Pause' }),
      clock: page.getByRole('timer'),
      score: page.getByTestId('game-score'),
      settings: page.getByRole('button', { name: 'Game settings' }),
    };
    await expectInSight(page, { ...line, progress: page.getByRole('progressbar') });
    const rows = await Promise.all(Object.values(line).map(async (l) => box(l)));
    const progress = await box(page.getByRole('progressbar'));
    for (const row of rows) expect(row.y + row.height).toBeLessThanOrEqual(progress.y);
    expect(Math.max(...rows.map((r) => r.y)) - Math.min(...rows.map((r) => r.y))).toBeLessThan(20);
    expect(await page.getByRole('slider', { name: 'Game Speed' }).isVisible()).toBe(false);

    // The settings: a disclosure, keyboard-operable; while open the game waits (its panel hangs over the field).
    const settings = line.settings;
    expect(await settings.getAttribute('aria-expanded')).toBe('false');
    await settings.focus();
    await page.keyboard.press('Enter');
    expect(await settings.getAttribute('aria-expanded')).toBe('true');
    const speed = page.getByRole('slider', { name: 'Game Speed' });
    await expectInSight(page, { 'Game Speed slider': speed, 'Sound switch': page.getByRole('button', { name: 'Sound' }) });
    await page.keyboard.press('Tab');
    expect(await speed.evaluate((el) => el === document.activeElement)).toBe(true);
    const { elapsedMs } = await gameState(page);
    await page.waitForTimeout(1_000);
    expect((await gameState(page)).elapsedMs).toBe(elapsedMs);
    await checkScreen(page, 'a game on a 320 px phone, its settings open');
    await page.keyboard.press('Escape');
    expect(await settings.getAttribute('aria-expanded')).toBe('false');
    expect(await settings.evaluate((el) => el === document.activeElement)).toBe(true);
    // Escape closed the settings; it did not also pause the game.
    expect(await page.getByRole('button', { name: 'Pause' }).isVisible()).toBe(true);
  });

  it('plays a pair with taps: an item, then a zone', async () => {
    const page = await pages.open(PHONE);
    await startBuiltinGame(page, 'Mathematics', 'Multiplication Table', 10);
    const [items, pairs] = await Promise.all([gameItems(page), gamePairs(page)]);
    const first = items.find((i) => i.location === 'field')!;
    const partnerText = pairs.find(([a, b]) => a === first.text || b === first.text)!.find((t) => t !== first.text)!;
    const zones = await page.evaluate(() => (window as HookWindow).__matchdropTest!.zones());
    const tapItem = async (id: string) => {
      const item = (await gameItems(page)).find((i) => i.id === id)!;
      await page.touchscreen.tap(item.x, item.y);
      await page.waitForFunction((wanted) => (window as Window & { __matchdropTest?: { state(): { pickedId: string | null } } }).__matchdropTest?.state().pickedId === wanted, id, {
        timeout: 5_000,
      });
    };
    const tapZone = (zone: 'upper' | 'lower') => page.touchscreen.tap(zones[zone].x + zones[zone].width / 2, zones[zone].y + zones[zone].height / 2);
    await tapItem(first.id);
    await tapZone('upper');
    const partner = (await gameItems(page)).find((i) => i.text === partnerText && i.location === 'field');
    // The counterpart may still be waiting to spawn; then any field item makes a (wrong) attempt.
    const second = partner ?? (await gameItems(page)).find((i) => i.location === 'field')!;
    await tapItem(second.id);
    await tapZone('lower');
    await expect
      .poll(
        async () => {
          const { stats } = await gameState(page);
          return stats.correct + stats.wrong;
        },
        { timeout: 10_000 },
      )
      .toBe(1);
  });
});

describe.each([
  { width: 1280, height: 800 },
  { width: 1366, height: 768 },
])('on a laptop ($width×$height)', (viewport) => {
  it('keeps the score, the controls, the progress and the whole game area in sight while a game runs', async () => {
    const page = await pages.open({ viewport });
    // The largest field (20 pairs): Start Game sits low on the page, so the start is where it scrolled before.
    await startBuiltinGame(page, 'Mathematics', 'Multiplication Table', 20);
    await expectInSight(page, {
      'score card': page.locator('.stat-card[data-stat="score"]'),
      'streak card': page.locator('.stat-card[data-stat="streak"]'),
      'Return button': page.getByRole('button', { name: 'Return to Games' }),
      'Sound switch': page.getByRole('button', { name: 'Sound' }),
      'Game Speed slider': page.getByRole('slider', { name: 'Game Speed' }),
      progress: page.getByRole('progressbar'),
      'game area': page.getByTestId('game-area'),
    });
    // The phone's folding buttons are not on a laptop: the toolbar keeps its one row.
    expect(await page.getByRole('button', { name: 'Game settings' }).isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Menu' }).isVisible()).toBe(false);
  });
});

// The header on every width from a phone's 320 px up (issue 33): in English, Russian and Chinese, logged out, as a
// student whose header holds the most (Assignments, Review, the unread badge) and as the admin, the page is never
// wider than the screen, no control of the header sticks out, and every control is reachable: in sight, ≥ 24×24 px
// (WCAG 2.5.8), or in the phone's menu, which opens inside the screen and closes with Escape. The page's scroll
// padding covers the sticky header (WCAG 2.4.11).
const LANGUAGES = [
  { locale: 'en', lang: 'en', short: 'EN', start: 'Start Game' },
  { locale: 'ru', lang: 'ru', short: 'RU', start: 'Начать игру' },
  { locale: 'zh', lang: 'zh-Hans', short: '中文', start: '开始游戏' },
] as const;
type Language = (typeof LANGUAGES)[number];
const TOPIC = findCategory('miscellaneous')!;
const GAME = findBuiltinGame('animals')!;
const startsWith = (text: string): RegExp => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
/** The phones' widths the issue names, then a wider phone, a tablet, small laptops (each of the header's layouts at its narrowest). */
const HEADER_WIDTHS = [320, 360, 390, 481, 641, 800, 1024, 1200, 1280];
const PHONE_WIDTHS = [320, 360, 390];
let headerUsers = 0;
/** The phone's header menu button, in each language. */
const MENU = /^(Menu|Меню|菜单)$/;

interface HeaderFit {
  scrollWidth: number;
  innerWidth: number;
  headerHeight: number;
  scrollPadding: number;
  /** Every element of the header that is drawn, with its box. */
  boxes: { name: string; left: number; right: number }[];
  /** The controls in sight (a folded menu's are not drawn), with their names. */
  controls: { name: string; left: number; right: number; top: number; bottom: number; width: number; height: number }[];
}

/** The header's boxes and controls, as laid out now. */
function measureHeader(page: Page): Promise<HeaderFit> {
  return page.evaluate(() => {
    const header = document.querySelector('.app-header')!;
    const drawn = (el: Element) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
    const nameOf = (el: Element) => (el.getAttribute('aria-label') ?? el.textContent ?? '').trim() || el.className.toString();
    return {
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
      headerHeight: header.getBoundingClientRect().height,
      scrollPadding: parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop),
      boxes: [...header.querySelectorAll('*')].filter(drawn).map((el) => {
        const r = el.getBoundingClientRect();
        return { name: nameOf(el), left: r.left, right: r.right };
      }),
      controls: [...header.querySelectorAll('button, select, a[href]')].filter(drawn).map((el) => {
        const r = el.getBoundingClientRect();
        return { name: nameOf(el), left: r.left, right: r.right, top: r.top, bottom: r.bottom, width: r.width, height: r.height };
      }),
    };
  });
}

async function expectHeaderFits(page: Page, where: string): Promise<HeaderFit> {
  const fit = await measureHeader(page);
  // On a phone (isMobile) a page wider than the screen widens the layout viewport and innerWidth with it:
  // the screen's own width is the measure.
  const { width, height } = page.viewportSize()!;
  expect(fit.innerWidth, `${where}: layout viewport`).toBe(width);
  expect(fit.scrollWidth, `${where}: page width`).toBeLessThanOrEqual(width);
  expect(
    fit.boxes.filter((b) => b.left < -0.5 || b.right > width + 0.5).map((b) => b.name),
    `${where}: sticking out`,
  ).toEqual([]);
  expect(fit.scrollPadding, `${where}: scroll-padding-top against the header's height`).toBeGreaterThanOrEqual(fit.headerHeight);
  const bad = fit.controls.filter((c) => c.left < 0 || c.right > width + 0.5 || c.top < 0 || c.bottom > height || c.width < 24 || c.height < 24);
  expect(bad, `${where}: controls out of reach`).toEqual([]);
  return fit;
}

/** On a phone: the menu opens inside the screen with the language, theme and help (and `more`), and Escape closes it. */
async function expectMenuReachable(page: Page, where: string, more: string[] = []): Promise<void> {
  const button = page.getByRole('button', { name: MENU });
  await button.click();
  expect(await button.getAttribute('aria-expanded'), where).toBe('true');
  const panel = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
  await expectInSight(page, {
    menu: panel,
    language: page.getByTestId('locale-switch'),
    theme: page.locator('.app-header [data-theme-current]'),
    help: page.locator('.app-header .phone-menu-panel .icon-button').last(),
    ...Object.fromEntries(more.map((name) => [name, panel.getByRole('button', { name, exact: true })])),
  }).catch((error: unknown) => {
    throw new Error(`${where}: ${String(error)}`);
  });
  await expectHeaderFits(page, `${where}, menu open`);
  await page.keyboard.press('Escape');
  expect(await button.getAttribute('aria-expanded'), where).toBe('false');
  expect(await button.evaluate((el) => el === document.activeElement), `${where}: focus back on the menu button`).toBe(true);
}

/** Switches the language with the header's switch (in the menu on a phone). */
async function switchLanguage(page: Page, language: Language): Promise<void> {
  const menu = page.getByRole('button', { name: MENU });
  if (await menu.isVisible()) await menu.click();
  await page.getByTestId('locale-switch').selectOption(language.locale);
  await page.waitForFunction((lang) => document.documentElement.lang === lang, language.lang);
  if (await menu.isVisible()) await page.keyboard.press('Escape');
}

/** In each language, at every width (the window resized as a phone turned or a window dragged): the header fits. */
async function expectHeaderFitsEverywhere(page: Page, where: string, check: (language: Language, width: number) => Promise<void>): Promise<void> {
  for (const language of LANGUAGES) {
    await switchLanguage(page, language);
    for (const width of HEADER_WIDTHS) {
      await page.setViewportSize({ width, height: 844 });
      const at = `${where}, ${language.locale} at ${width} px`;
      await expectHeaderFits(page, at);
      if (width <= 640) expect(await page.locator('.locale-switch-short').innerText(), at).toMatch(new RegExp(`^${language.short}`));
      // Wider than a phone the menu is not there: the language switch, theme and help sit in the row.
      else expect([await page.getByRole('button', { name: MENU }).isVisible(), await page.getByTestId('locale-switch').isVisible()], at).toEqual([false, true]);
      await check(language, width);
    }
  }
  await switchLanguage(page, LANGUAGES[0]);
}

const withToken = (token: string) => (context: BrowserContext) => context.addInitScript((t) => window.localStorage.setItem('matchdrop.token', t), token);

describe('the header from 320 px up, in English, Russian and Chinese', () => {
  it('logged out: the page never gets wider than the screen, every control is reachable', async () => {
    const page = await pages.open({ ...PHONE, locale: 'ru-RU' });
    await page.locator('.account-login-button').waitFor();
    await expectHeaderFitsEverywhere(page, 'logged out', async (language, width) => {
      if (language.locale === 'en' && PHONE_WIDTHS.includes(width)) await expectMenuReachable(page, `logged out at ${width} px`);
    });
  });

  it('a student with an assignment, pairs to review and an unread notification: also while a game runs, where the modes move into the menu', async () => {
    const username = `header_student_${++headerUsers}`;
    const page = await pages.open({ ...PHONE, locale: 'zh-CN' }, withToken(await busyStudent(app.product, username, 'ru')));
    await page.getByTestId('assignments-button').waitFor();
    await page.getByRole('button', { name: /^Review: 2 pairs due|^Повтор|^复习/ }).waitFor();
    await page.getByTestId('unread-badge').waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ru');
    await expectHeaderFitsEverywhere(page, 'student', async (language, width) => {
      if (language.locale === 'en' && PHONE_WIDTHS.includes(width)) await expectMenuReachable(page, `student at ${width} px`);
    });

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: startsWith(TOPIC.name) }).click();
    await page.getByRole('button', { name: startsWith(GAME.name) }).click();
    await page.getByRole('slider').fill('6');
    await page.getByRole('button', { name: 'Start Game', exact: true }).click();
    await waitForGame(page);
    await expectHeaderFitsEverywhere(page, 'student in a game', async (language, width) => {
      if (language.locale !== 'en' || !PHONE_WIDTHS.includes(width)) return;
      // One slim row: the modes' row is gone, the modes are in the menu.
      const fit = await measureHeader(page);
      expect(fit.headerHeight, `in a game at ${width} px: one row`).toBeLessThan(60);
      await expectMenuReachable(page, `in a game at ${width} px`, ['Freeplay', 'Competition']);
    });
    await checkScreen(page, 'a game on a phone, the header menu closed');
  });

  it('the admin', async () => {
    const page = await pages.open({ ...PHONE, locale: 'en-US' }, withToken(await adminToken(app.product, ADMIN_PASSWORD)));
    await page.locator('.user-button').waitFor();
    await expectHeaderFitsEverywhere(page, 'admin', async (language, width) => {
      if (language.locale === 'zh' && width === 320) await expectMenuReachable(page, 'admin at 320 px');
    });
  });
});
