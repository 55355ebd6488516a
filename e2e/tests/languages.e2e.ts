// The interface's languages in Chromium (issue 26): the first page in the browser's language (Russian, Chinese,
// English for a language MatchDrop does not speak), the header's switch, and a whole free-play game in Russian:
// verdicts, screen-reader sentences, Pause and the result panel; a game in Russian and in Chinese on a small
// window, whose pictures are saved for the README (README_SHOTS=1). Every page here fails on a page error, and an
// e2e build throws one for a message shown before its catalog loaded ("Missing translation…").
import { findBuiltinGame, findCategory } from '@matchdrop/shared';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { waitForEmptyZones } from '../testing/accounts.ts';
import { AXE_SWEEP_TIMEOUT_MS, checkScreen } from '../testing/axe.ts';
import { useProduct } from '../testing/boot.ts';
import { gameState, pickPair, playPair, waitForGame } from '../testing/freeplay.ts';
import { repoRoot } from '../testing/product.ts';

const app = useProduct({ consoleErrors: true, closeAfterEach: true });
const { pages } = app;
// The built-in games are content: their names stay as they are in every language.
const TOPIC = findCategory('miscellaneous')!;
const GAME = findBuiltinGame('animals')!;
const PAIRS = 3;

const startsWith = (text: string): RegExp => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
const htmlLang = (page: Page): Promise<string | null> => page.evaluate(() => document.documentElement.getAttribute('lang'));
const announcer = (page: Page) => page.getByTestId('game-announcer');
const openIn = (locale: string): Promise<Page> => pages.open({ locale, viewport: { width: 1280, height: 800 } });
const shotPath = (name: string) => join(repoRoot, process.env.README_SHOTS ? `docs/images/${name}.png` : `.tmp/${name}.png`);

/** The first page's texts in each language, from the free-play screen. */
const FIRST_PAGE = {
  ru: { lang: 'ru', topics: 'Темы', heading: 'Выберите игру', upload: 'Загрузить файл игры', builtin: 'Встроенные игры' },
  zh: { lang: 'zh-Hans', topics: '主题', heading: '选择游戏', upload: '上传游戏文件', builtin: '玩内置游戏' },
  en: { lang: 'en', topics: 'Topics', heading: 'Choose a game', upload: 'Upload game file', builtin: 'Play built-in games' },
} as const;

async function expectFirstPageIn(page: Page, locale: keyof typeof FIRST_PAGE): Promise<void> {
  const words = FIRST_PAGE[locale];
  await page.getByRole('list', { name: words.topics, exact: true }).getByRole('button').first().waitFor();
  expect(await htmlLang(page)).toBe(words.lang);
  await page.getByRole('heading', { name: words.heading, exact: true }).waitFor();
  await page.getByRole('heading', { name: words.builtin, exact: true }).waitFor();
  await page.getByText(words.upload, { exact: true }).waitFor();
  expect(await page.getByTestId('locale-switch').inputValue()).toBe(locale);
}

describe('the first page in the browser’s language', () => {
  it.each([
    ['ru-RU', 'ru'],
    ['zh-CN', 'zh'],
    ['de-DE', 'en'],
  ] as const)('a browser in %s gets the page in %s', async (browserLocale, locale) => {
    const page = await openIn(browserLocale);
    await page.goto(app.product.url);
    await expectFirstPageIn(page, locale);
    // The WCAG rules hold in every language (the page's lang, the longer Russian labels, the Chinese text).
    await checkScreen(page, `first page (${locale})`);
  });
});

describe('the header’s language switch', () => {
  it('changes the page to Russian at once, and the choice outlives a reload', async () => {
    const page = await openIn('de-DE');
    await page.goto(app.product.url);
    await expectFirstPageIn(page, 'en');
    await page.getByTestId('locale-switch').selectOption('ru');
    await expectFirstPageIn(page, 'ru');
    await page.reload();
    await expectFirstPageIn(page, 'ru');
  });
});

describe('a whole free-play game in Russian', () => {
  it('shows the verdicts, says every step in Russian, pauses and ends with the result panel in Russian', async () => {
    const page = await openIn('ru-RU');
    await page.goto(app.product.url);
    await expectFirstPageIn(page, 'ru');
    await page.getByRole('button', { name: startsWith(TOPIC.name) }).click();
    await page.getByRole('list', { name: `Игры: ${TOPIC.name}` }).waitFor();
    await page.getByRole('button', { name: startsWith(GAME.name) }).click();
    // The pairs step has one slider: the pair count (its label is the slider's own).
    await page.getByRole('slider').fill(String(PAIRS));
    await page.getByRole('button', { name: 'Начать игру', exact: true }).click();
    await waitForGame(page);

    const area = page.getByTestId('game-area');
    expect(await area.getAttribute('aria-label')).toBe('Игровая область');
    expect(await area.getAttribute('aria-roledescription')).toBe('игра на поиск пар');
    expect(await page.locator('[data-testid="game-area"] canvas').getAttribute('aria-label')).toMatch(/^Игровое поле/);
    await page.getByRole('button', { name: 'Вернуться к играм', exact: true }).waitFor();

    // Pause and Resume: the button, the clock's label and the sentences.
    await page.getByRole('button', { name: 'Пауза', exact: true }).click();
    await announcer(page)
      .getByText(/^Пауза\. Предметы и часы остановлены\./)
      .waitFor();
    expect(await page.getByTestId('game-clock').textContent()).toMatch(/^Время \d+:\d\d$/);
    await page.getByRole('button', { name: 'Продолжить', exact: true }).click();
    await announcer(page).getByText('Игра продолжается.', { exact: true }).waitFor();

    const verdict = page.getByTestId('game-verdict');
    // A wrong pair: the verdict on the field and the sentence, in Russian.
    await playPair(page, await pickPair(page, true));
    await verdict.filter({ hasText: '✗ Неверно' }).waitFor();
    await announcer(page)
      .getByText(/^Неверно: «.+» и «.+» не пара\. Счёт -?\d+\. Сейчас они вернутся на поле\.$/)
      .waitFor();
    await waitForEmptyZones(page);

    // Every pair to the end.
    for (let matched = 1; matched <= PAIRS; matched++) {
      const after = await playPair(page, await pickPair(page));
      expect(after.matchedPairs).toBe(matched);
      if (matched < PAIRS) {
        await verdict.filter({ hasText: '✓ Верно' }).waitFor();
        await announcer(page)
          .getByText(/^Верно! «.+» и «.+» — пара\. Счёт -?\d+, серия \d+\.$/)
          .waitFor();
        await waitForEmptyZones(page);
      }
    }
    expect((await gameState(page)).finished).toBe(true);
    await announcer(page)
      .getByText(new RegExp(`^Все пары \\(${PAIRS}\\) найдены за \\d+\\.\\d\\d с\\. Счёт -?\\d+\\.$`))
      .waitFor();

    // The result panel: its Return names where it leads, in Russian.
    const result = page.getByTestId('completion');
    await result.waitFor();
    await result.getByRole('button', { name: 'Вернуться к играм', exact: true }).waitFor();
    await checkScreen(page, 'game results (ru)');
    // Nothing on the page fell back to a message's id or to English words of the game screen.
    expect(await page.getByRole('button', { name: 'Pause' }).count()).toBe(0);
    expect(await page.locator('body').textContent()).not.toMatch(/Return to Games|Game Speed/);
  });
});

describe('a game in Russian and in Chinese on a small window (the README’s pictures)', () => {
  it.each([
    ['ru-RU', 'game-ru', { start: 'Начать игру', pause: 'Пауза', area: 'Игровая область', correct: '✓ Верно' }],
    ['zh-CN', 'game-zh', { start: '开始游戏', pause: '暂停', area: '游戏区域', correct: '✓ 正确' }],
  ] as const)(
    '%s: the game screen speaks the language, right after a correct pair (%s.png)',
    async (locale, shot, words) => {
      // Reduced motion keeps the items where the picture catches them.
      const page = await pages.open({ locale, viewport: { width: 800, height: 640 }, reducedMotion: 'reduce' });
      await page.goto(app.product.url);
      await page.getByRole('button', { name: startsWith(TOPIC.name) }).click();
      await page.getByRole('button', { name: startsWith(GAME.name) }).click();
      await page.getByRole('slider').fill('6');
      await page.getByRole('button', { name: words.start, exact: true }).click();
      await waitForGame(page);
      await page.getByRole('button', { name: words.pause, exact: true }).waitFor();
      expect(await page.getByTestId('game-area').getAttribute('aria-label')).toBe(words.area);
      await playPair(page, await pickPair(page));
      await page.getByTestId('game-verdict').filter({ hasText: words.correct }).waitFor();
      await page.screenshot({ path: shotPath(shot) });
      await checkScreen(page, `running game, 800 px (${locale})`);
    },
    AXE_SWEEP_TIMEOUT_MS,
  );
});
