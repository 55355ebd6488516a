// Issue 35 in Chromium: a saved game with photos on one side of every pair (made with sharp, uploaded through
// POST /api/media). In free play the round waits for its starting pictures behind a progress line (R-PIC-14), the
// cards draw the pictures, a picture that cannot be decoded shows its description (R-PIC-15), the mouse and the
// keyboard play it like text (the announcement is the description), and axe finds nothing serious. A tournament on the
// game: the heats draw the pictures and the projector shows the round's pictures (R-PIC-16). With README_SHOTS=1 the
// phone's picture game is saved for the README.
import { photoLikeJpeg, uploadPicture } from '@matchdrop/api/testing';
import { pictureItem } from '@matchdrop/shared';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCall, registerUser } from '../testing/accounts.ts';
import { checkScreen } from '../testing/axe.ts';
import { useProduct } from '../testing/boot.ts';
import { focusItem, gameItems, gameState, pickPair, playPair, tabIntoGame, waitForGame, type HookItem } from '../testing/freeplay.ts';
import { repoRoot } from '../testing/product.ts';

const app = useProduct({ consoleErrors: true });
const { pages } = app;
const suffix = Date.now().toString(36).slice(-5);
const WORDS = ['apple', 'pear', 'plum', 'fig'];
/** The picture whose bytes the browser cannot decode: its card shows its description. */
const BROKEN = 'fig';
const describeFruit = (word: string) => `A photo of a ${word}`;
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2, reducedMotion: 'reduce' } as const;

const shotPath = (name: string) => join(repoRoot, process.env.README_SHOTS ? `docs/images/${name}.png` : `.tmp/${name}.png`);

let token = '';
let gameId = 0;
const mediaIds = new Map<string, string>();

/** Every picture answered slowly (so the progress line shows), the broken one with bytes that are no picture. */
async function slowPictures(context: BrowserContext): Promise<void> {
  await context.addInitScript((t) => window.localStorage.setItem('matchdrop.token', t), token);
  await context.route('**/api/media/*-s.webp', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    if (route.request().url().includes(mediaIds.get(BROKEN)!)) await route.fulfill({ status: 200, contentType: 'image/webp', body: 'not a picture' });
    else await route.continue();
  });
}

const announced = (page: Page) => page.getByTestId('game-announcer');

describe('a picture game on the field (R-PIC-14, R-PIC-15, R-PIC-17)', () => {
  it('saves a game whose pairs are photos and words', async () => {
    token = await registerUser(app.product, `pics_${suffix}`);
    const data: Record<string, string> = {};
    for (const [index, word] of WORDS.entries()) {
      const media = await uploadPicture(app.product.url, token, await photoLikeJpeg(index + 1, 800, 600));
      mediaIds.set(word, media.id);
      const picture = pictureItem(media.id, describeFruit(word));
      data[picture] = word;
      data[word] = picture;
    }
    const saved = await apiCall<{ dictionary: { id: number } }>(app.product, 'POST', '/api/v2/dictionaries', { name: 'Fruit photos', data }, token);
    gameId = saved.dictionary.id;
  });

  it('R-PIC-14, R-PIC-15, R-PIC-17: waits for the starting pictures, draws them, shows a broken one’s description, plays by mouse and keyboard', async () => {
    const page = await pages.open({ reducedMotion: 'reduce' }, slowPictures);
    await page.goto(`${app.product.url}/play/game/${gameId}?pairs=4`);
    // R-PIC-14: the progress line while the starting pictures load; no item is on the field meanwhile.
    await page
      .getByRole('status')
      .filter({ hasText: /^Loading pictures \d of 3$/ })
      .waitFor();
    await waitForGame(page);
    await page.getByTestId('pictures-loading').waitFor({ state: 'detached' });
    const faces = (items: HookItem[]) => items.map((i) => [i.text.startsWith('[img:') ? (i.text.includes(mediaIds.get(BROKEN)!) ? 'broken' : 'picture') : 'text', i.face]);
    const expected = (items: HookItem[]) => faces(items).map(([kind]) => [kind, kind === 'picture' ? 'picture' : 'words']);
    let items = await gameItems(page);
    expect(items).toHaveLength(6);
    const pictureTextures = () => page.evaluate(() => (window as Window & { __matchdropTest?: { textures(pictures: boolean): number } }).__matchdropTest!.textures(true));
    const drawnPictures = (all: HookItem[]) => new Set(all.filter((i) => i.face === 'picture').map((i) => i.text)).size;
    expect(await pictureTextures()).toBe(drawnPictures(items));
    expect(faces(items)).toEqual(expected(items));
    await checkScreen(page, 'picture game');

    // The mouse: one pair.
    const after = await playPair(page, await pickPair(page));
    expect(after.stats.correct).toBe(1);
    // The fourth pair enters once its picture is in, drawn like the others (or, the broken one, in words).
    await page.waitForFunction(() => (window as Window & { __matchdropTest?: { items(): unknown[] } }).__matchdropTest!.items().length === 6);
    items = await gameItems(page);
    expect(faces(items)).toEqual(expected(items));
    // R-PIC-17: the matched picture's texture left with its card (after the match's 225-ms fade, when the cards are
    // destroyed): the textures are those of the pictures on the field.
    await expect.poll(pictureTextures).toBe(drawnPictures(items));

    // The keyboard: the announcement is the description, never the reference text.
    await page.getByRole('heading', { name: 'Fruit photos' }).focus();
    await tabIntoGame(page);
    // Tab reaches the items, which entered after the game area was set up.
    await page.keyboard.press('Tab');
    expect((await gameState(page)).focusedId).not.toBeNull();
    for (;;) {
      const state = await gameState(page);
      if (state.finished) break;
      const [first, second] = await pickPair(page);
      const picture = [first, second].find((i) => i.text.startsWith('[img:'))!;
      const word = picture === first ? second : first;
      await focusItem(page, picture.text);
      await expect.poll(() => announced(page).textContent()).toMatch(/^"A photo of a \w+", item \d of \d+\.$/);
      // A person's pace: the server refuses a record whose attempts come less than 150 ms apart (R-JUDGE).
      await page.waitForTimeout(200);
      await page.keyboard.press('Enter');
      await page.keyboard.press('1');
      await focusItem(page, word.text);
      await page.keyboard.press('Enter');
      await page.keyboard.press('2');
      await page.waitForFunction(
        (n) => (window as Window & { __matchdropTest?: { state(): { matchedPairs: number } } }).__matchdropTest!.state().matchedPairs > n,
        state.matchedPairs,
      );
    }
    expect(await announced(page).textContent()).not.toContain('[img:');
  });

  it('on a phone: the picture game, for the README', async () => {
    const phone = await pages.open(PHONE, (context) => context.addInitScript((t) => window.localStorage.setItem('matchdrop.token', t), token));
    await phone.goto(`${app.product.url}/play/game/${gameId}?pairs=4`);
    await waitForGame(phone);
    await phone.screenshot({ path: shotPath('picture-game-phone') });
  });
});

describe('a tournament on the picture game (R-PIC-16)', () => {
  it('the heats draw the pictures and the projector shows the round’s pictures', async () => {
    const created = await apiCall<{ tournament: { code: string } }>(
      app.product,
      'POST',
      '/api/tournaments',
      { gameType: 'saved', gameId, pairCount: 3, rounds: 1, heatSize: 2, roundSeconds: 600 },
      token,
    );
    const { code } = created.tournament;
    const host = await pages.open({ viewport: { width: 1280, height: 900 } }, (context) => context.addInitScript((t) => localStorage.setItem('matchdrop.token', t), token));
    await host.goto(`${app.product.url}/tournaments/${code}/projector`);
    await host.getByRole('heading', { name: 'Waiting for players' }).waitFor();
    const players: Page[] = [];
    for (const name of ['Ada', 'Bruno']) {
      const page = await pages.open(PHONE);
      await page.goto(`${app.product.url}/t/${code}`);
      await page.getByRole('textbox', { name: 'Your nickname' }).fill(name);
      await page.getByRole('button', { name: 'Join', exact: true }).click();
      await page.getByText(`You are in, ${name}!`).waitFor();
      players.push(page);
    }
    await host.getByRole('button', { name: 'Start', exact: true }).click();
    await Promise.all(players.map((page) => waitForGame(page)));
    const heatItems = await gameItems(players[0]!);
    expect(heatItems.filter((i) => i.text.startsWith('[img:')).every((i) => i.face === 'picture')).toBe(true);

    const strip = host.getByRole('list', { name: "This round's pictures" });
    await strip.waitFor();
    const alts = await strip.getByRole('img').evaluateAll((images) => images.map((image) => (image as HTMLImageElement).alt));
    expect(alts).toHaveLength(3);
    for (const alt of alts) expect(alt).toMatch(/^A photo of a \w+$/);
    await expect.poll(() => strip.getByRole('img').evaluateAll((images) => images.every((image) => (image as HTMLImageElement).naturalWidth > 0))).toBe(true);

    // The wall's presentation mode shows them too, each a tenth of the screen's height.
    await host.getByRole('button', { name: 'Presentation mode' }).click();
    const wall = host.getByRole('dialog').getByRole('list', { name: "This round's pictures" });
    await wall.waitFor();
    const heights = await wall.getByRole('img').evaluateAll((images) => images.map((image) => image.getBoundingClientRect().height));
    expect(heights).toHaveLength(3);
    for (const height of heights) expect(height).toBeCloseTo(90, 0);
    await host.keyboard.press('Escape');
  });
});
