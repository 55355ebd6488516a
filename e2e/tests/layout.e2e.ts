// Issue 16, layout where people actually play: a phone (390×844, touch) gets a tall field that uses the
// screen's height, zones at top and bottom, items with ≥ 44 px touch height and a canvas never shrunk below
// one game pixel per CSS pixel (so item text stays ≥ 14 px); on a laptop (1280×800, 1366×768) the score,
// the game's controls, its progress and the whole game area are in sight without scrolling, none of it
// under the sticky header, in free play and in a competitive room.
import { findBuiltinGame, findCategory } from '@matchdrop/shared';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCall, PASSWORD } from '../testing/accounts.ts';
import { gameItems, gamePairs, gameState, startBuiltinGame, waitForGame } from '../testing/freeplay.ts';
import { useProduct } from '../testing/boot.ts';
import { box, expectInSight, PHONE } from '../testing/layout.ts';

const app = useProduct({ consoleErrors: true, closeAfterEach: true });
const { pages } = app;

type HookWindow = Window & { __matchdropTest?: { scale(): number; zones(): Record<'upper' | 'lower', { x: number; y: number; width: number; height: number }> } };

describe('on a phone (390×844, touch)', () => {
  it('gives the game a tall field with zones at top and bottom, items ≥ 44 px tall, the canvas not shrunk', async () => {
    const page = await pages.open(PHONE);
    await startBuiltinGame(page, 'Mathematics', 'Multiplication Table', 10);
    const area = await box(page.getByTestId('game-area'));
    // The field uses the height the page leaves it (more than half the screen) and stands upright.
    expect(area.height).toBeGreaterThan(844 / 2);
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
  });
});

// The header on a phone: wordmark, modes, Log In or the user button, the language switch, theme and help all fit
// in the window's width in every language (a row too wide makes the whole page scroll sideways), every control
// keeps a ≥ 24×24 px target (WCAG 2.5.8), and the page's scroll padding covers the (taller) sticky header.
const PHONE_WORDS = {
  'en-US': { locale: 'en', lang: 'en', short: 'EN', start: 'Start Game', other: 'ru', otherLang: 'ru', otherShort: 'RU' },
  'ru-RU': { locale: 'ru', lang: 'ru', short: 'RU', start: 'Начать игру', other: 'zh', otherLang: 'zh-Hans', otherShort: '中文' },
  'zh-CN': { locale: 'zh', lang: 'zh-Hans', short: '中文', start: '开始游戏', other: 'en', otherLang: 'en', otherShort: 'EN' },
} as const;
const TOPIC = findCategory('miscellaneous')!;
const GAME = findBuiltinGame('animals')!;
const startsWith = (text: string): RegExp => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
let phoneUsers = 0;

async function expectHeaderFits(page: Page, where: string): Promise<void> {
  const fit = await page.evaluate(() => {
    const header = document.querySelector('.app-header')!.getBoundingClientRect();
    const controls = [...document.querySelectorAll('.app-header button, .app-header select')].map((el) => {
      const r = el.getBoundingClientRect();
      return { name: el.getAttribute('aria-label') ?? el.textContent?.trim(), left: r.left, right: r.right, width: r.width, height: r.height };
    });
    return {
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
      headerHeight: header.height,
      scrollPadding: parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop),
      controls,
    };
  });
  // On a phone (isMobile) a page wider than the screen widens the layout viewport and innerWidth with it:
  // the screen's own width is the measure.
  const screenWidth = page.viewportSize()!.width;
  expect(fit.innerWidth, `${where}: layout viewport`).toBe(screenWidth);
  expect(fit.scrollWidth, `${where}: page width`).toBeLessThanOrEqual(screenWidth);
  // Whatever focus scrolls into view stops below the header (WCAG 2.4.11).
  expect(fit.scrollPadding, `${where}: scroll-padding-top against the header's height`).toBeGreaterThanOrEqual(fit.headerHeight);
  const bad = fit.controls.filter((c) => c.left < 0 || c.right > screenWidth + 0.5 || c.width < 24 || c.height < 24);
  expect(bad, where).toEqual([]);
}

// The widths a header must fit: phones, just wider than where the wordmark's name gives way to the actions
// (header.css), and a tablet and a small laptop (one row would be too short in Russian).
const HEADER_WIDTHS = [
  { width: 390, height: 844 },
  { width: 375, height: 667 },
  { width: 481, height: 900 },
  { width: 800, height: 640 },
  { width: 1024, height: 768 },
];

/**
 * The header at every width of HEADER_WIDTHS, the window resized as a phone turned or a window dragged: the
 * page adapts without a reload. On a phone (≤ 640 px) the closed switch shows the language's short name (the
 * select's own text would not fit).
 */
async function expectHeaderFitsEveryWidth(page: Page, where: string, short: string): Promise<void> {
  for (const viewport of HEADER_WIDTHS) {
    await page.setViewportSize(viewport);
    await expectHeaderFits(page, `${where} at ${viewport.width}×${viewport.height}`);
    if (viewport.width <= 640) expect(await page.locator('.locale-switch-short').innerText()).toMatch(new RegExp(`^${short}`));
  }
}

// One page per browser language and login state, resized through the widths: a fresh page per width spent two
// minutes of the browser pass starting 30 games to measure the same header.
describe.each(Object.keys(PHONE_WORDS) as (keyof typeof PHONE_WORDS)[])('the header on small screens in a %s browser', (browserLocale) => {
  it.each([false, true])('logged in: %s; the page never gets wider than the window, and the language switch works', async (loggedIn) => {
    const words = PHONE_WORDS[browserLocale];
    let prepare: ((context: BrowserContext) => Promise<unknown>) | undefined;
    let username: string | undefined;
    if (loggedIn) {
      // A long name: a phone's header must not make room for it (it shows the avatar only).
      username = `phone_user_${++phoneUsers}_${words.locale}`;
      const { token } = await apiCall<{ token: string }>(app.product, 'POST', '/api/auth/register', {
        username,
        email: `${username}@example.test`,
        password: PASSWORD,
        locale: words.locale,
      });
      prepare = (context) => context.addInitScript((t) => window.localStorage.setItem('matchdrop.token', t), token);
    }
    const page = await pages.open({ ...PHONE, viewport: HEADER_WIDTHS[0]!, locale: browserLocale }, prepare);
    const topics = page.getByRole('button', { name: startsWith(TOPIC.name) });
    await topics.waitFor();
    if (username) await page.locator('.user-button').filter({ hasText: username }).waitFor();
    else await page.locator('.account-login-button').waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(words.lang);
    await expectHeaderFitsEveryWidth(page, 'first page', words.short);

    await page.setViewportSize(HEADER_WIDTHS[0]!);
    await topics.click();
    await page.getByRole('button', { name: startsWith(GAME.name) }).click();
    await page.getByRole('slider').fill('6');
    await page.getByRole('button', { name: words.start, exact: true }).click();
    await waitForGame(page);
    await expectHeaderFitsEveryWidth(page, 'running game', words.short);

    // The switch is on screen, big enough to tap, and changes the language.
    await page.setViewportSize(HEADER_WIDTHS[0]!);
    const localeSwitch = page.getByTestId('locale-switch');
    expect(await localeSwitch.isVisible()).toBe(true);
    expect(await localeSwitch.inputValue()).toBe(words.locale);
    await localeSwitch.selectOption(words.other);
    await page.waitForFunction((lang) => document.documentElement.lang === lang, words.otherLang);
    expect(await localeSwitch.inputValue()).toBe(words.other);
    await expectHeaderFitsEveryWidth(page, `running game, after switching to ${words.other}`, words.otherShort);
  });
});
