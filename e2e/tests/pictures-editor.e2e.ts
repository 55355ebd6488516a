// Making a picture game (issue 35) in Chromium: a teacher turns three items of a game into pictures in the pair editor
// (one pasted, one dropped, one picked with Add picture), describes them, gives each side a language and saves; axe
// finds nothing serious on the editor with its pictures. The game is played by keyboard with "Speak items" on (the
// speech engine stubbed in the page: headless Chromium has no voices): the announcement and the speech are the alt
// text, in its side's language, and so in a tournament heat of it, whose pairs stay on the server (it says each item's
// language). A student plays it as an assignment on a phone; its .zip export imports back with the same pictures.
import { everyFormat, uploadPicture } from '@matchdrop/api/testing';
import { parsePictureItem, pictureItem, type GameData } from '@matchdrop/shared';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCall, registerAccount } from '../testing/accounts.ts';
import { checkScreen } from '../testing/axe.ts';
import { useProduct } from '../testing/boot.ts';
import { playRound } from '../testing/competitive.ts';
import { focusItem, tabIntoGame, waitForGame } from '../testing/freeplay.ts';
import { box, PHONE } from '../testing/layout.ts';
import { recordSpeech, spokenIn } from '../testing/speech.ts';

// Console errors are not counted: the refused SVG's 400 is one, on purpose.
const app = useProduct();
const { pages } = app;
const suffix = Date.now().toString(36).slice(-5);

/** The page logged in, its speech engine a recorder with English and French voices. */
function prepare(token: string) {
  return async (context: BrowserContext) => {
    await context.addInitScript((t) => localStorage.setItem('matchdrop.token', t), token);
    await context.addInitScript(recordSpeech, ['en-US', 'fr-FR']);
  };
}

/** Sends `bytes` as a File in a DataTransfer with a paste or a drop event, as a clipboard or a drag would. */
async function sendFileEvent(target: Locator, kind: 'paste' | 'drop', bytes: Buffer, name: string, type: string): Promise<void> {
  await target.evaluate(
    (element, { kind, base64, name, type }) => {
      const data = new DataTransfer();
      data.items.add(new File([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], name, { type }));
      const event =
        kind === 'paste'
          ? new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true })
          : new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true });
      element.dispatchEvent(event);
    },
    { kind, base64: bytes.toString('base64'), name, type },
  );
}

const focusedLabel = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? null);

describe('making a picture game', () => {
  let teacher: { token: string; username: string };
  let gameId: number;
  let saved: GameData;
  let page: Page;
  /** Each row's description, "a picture of <its old text>" (the rows come in the order the database keeps the pairs). */
  let alts: string[];

  it('R-PIC-21, R-PIC-18, R-PIC-19: pictures pasted, dropped and picked, described, a language per side; axe finds nothing serious', async () => {
    teacher = await registerAccount(app.product, `pic_t_${suffix}`);
    const created = await apiCall<{ dictionary: { id: number } }>(
      app.product,
      'POST',
      '/api/v2/dictionaries',
      { name: `Fruits ${suffix}`, data: { apple: 'pomme', pear: 'poire', plum: 'prune' } },
      teacher.token,
    );
    gameId = created.dictionary.id;
    const pictures = await everyFormat();
    page = await pages.open({ reducedMotion: 'reduce' }, prepare(teacher.token));
    await page.goto(`${app.product.url}/games/${gameId}/edit`);
    const editor = page.getByTestId('game-editor');
    const altOf = (n: number) => editor.getByLabel(`Description of the picture, Item ${n}`);
    const words = await Promise.all([1, 2, 3].map((n) => editor.getByLabel(`Item ${n}`, { exact: true }).inputValue()));
    alts = words.map((word) => `a picture of ${word}`);
    const counterpart1 = await editor.getByLabel('Counterpart 1', { exact: true }).inputValue();

    await sendFileEvent(editor.getByLabel('Item 1', { exact: true }), 'paste', pictures.png, 'apple.png', 'image/png');
    await altOf(1).waitFor();
    // The description is asked for at once: focused, the item's old text kept in it.
    await expect.poll(() => focusedLabel(page)).toBe('Description of the picture, Item 1');
    expect(await altOf(1).inputValue()).toBe(words[0]);
    await altOf(1).fill(alts[0]!);

    await sendFileEvent(editor.getByTestId('pair-side').nth(2), 'drop', pictures.jpeg, 'pear.jpg', 'image/jpeg');
    await altOf(2).fill(alts[1]!);

    const chooser = page.waitForEvent('filechooser');
    await editor.getByRole('button', { name: 'Add picture, Item 3' }).click();
    await (await chooser).setFiles({ name: 'plum.webp', mimeType: 'image/webp', buffer: pictures.webp });
    await altOf(3).fill(alts[2]!);

    // A file that is not a picture is refused beside the cell; the cell keeps its text.
    await sendFileEvent(editor.getByLabel('Counterpart 1', { exact: true }), 'paste', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'x.svg', 'image/svg+xml');
    await editor.getByTestId('pair-side').nth(1).getByRole('alert').waitFor();
    expect(await editor.getByLabel('Counterpart 1', { exact: true }).inputValue()).toBe(counterpart1);

    await editor.getByLabel('Language of the items').selectOption('en');
    await editor.getByLabel('Language of the counterparts').selectOption('fr');
    await editor.getByRole('button', { name: 'Read pair 1 aloud' }).click();
    expect(await spokenIn(page)).toEqual([
      { text: alts[0], lang: 'en' },
      { text: counterpart1, lang: 'fr' },
    ]);
    await checkScreen(page, 'pair editor with pictures');

    await editor.getByRole('button', { name: 'Save changes' }).click();
    await page.getByRole('heading', { name: `Welcome, ${teacher.username}!` }).waitFor();
    const game = (await apiCall<{ dictionary: { data: GameData; languages?: unknown } }>(app.product, 'GET', `/api/v2/dictionaries/${gameId}`, undefined, teacher.token))
      .dictionary;
    expect(game.languages).toEqual({ left: 'en', right: 'fr' });
    expect(
      Object.keys(game.data)
        .map((item) => parsePictureItem(item)?.alt)
        .filter(Boolean)
        .sort(),
    ).toEqual([...alts].sort());
    saved = game.data;
  });

  it('R-PIC-21: the save dialog of an uploaded game takes a picture and the languages; axe finds nothing serious', async () => {
    await page.goto(app.product.url);
    const upload = { name: 'colours.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify({ red: 'rouge', blue: 'bleu', green: 'vert' })) };
    await page.getByLabel('Upload game file').setInputFiles(upload);
    await page.getByRole('button', { name: 'Save Game' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save Game' });
    await dialog.getByText('Pairs, pictures and languages').click();
    const word = await dialog.getByLabel('Item 1', { exact: true }).inputValue();
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Add picture, Item 1' }).click();
    await (await chooser).setFiles({ name: 'colour.gif', mimeType: 'image/gif', buffer: (await everyFormat()).gif });
    await dialog.getByLabel('Description of the picture, Item 1').fill(`a patch of ${word}`);
    await dialog.getByLabel('Language of the counterparts').selectOption('fr');
    await checkScreen(page, 'save dialog with a picture');
    await dialog.getByLabel('Game name').fill(`Colours ${suffix}`);
    await dialog.getByRole('button', { name: 'Save Game' }).click();
    await dialog.waitFor({ state: 'detached' });
    const games = (await apiCall<{ dictionaries: { name: string; data: GameData; languages?: unknown }[] }>(app.product, 'GET', '/api/dictionaries', undefined, teacher.token))
      .dictionaries;
    const colours = games.find((game) => game.name === `Colours ${suffix}`)!;
    expect(colours.languages).toEqual({ left: '', right: 'fr' });
    expect(
      Object.keys(colours.data)
        .map((item) => parsePictureItem(item)?.alt)
        .filter(Boolean),
    ).toEqual([`a patch of ${word}`]);
  });

  /** With "Speak items" switched on, the first pair's picture (alts[0]) picked up by keyboard. */
  async function pickUpFirstPicture(player: Page): Promise<void> {
    await waitForGame(player);
    await player.getByRole('button', { name: 'Speak items' }).click();
    await tabIntoGame(player);
    await focusItem(
      player,
      Object.keys(saved).find((item) => parsePictureItem(item)?.alt === alts[0])!,
    );
    await player.keyboard.press('Enter');
  }

  it('R-PIC-20: played by keyboard, a picture is announced and spoken by its description in its side language', async () => {
    await page.goto(`${app.product.url}/play/game/${gameId}?pairs=3`);
    await pickUpFirstPicture(page);
    await expect.poll(() => page.getByTestId('game-announcer').textContent()).toContain(alts[0]);
    expect(await page.getByTestId('game-announcer').textContent()).not.toContain('[img:');
    expect((await spokenIn(page)).at(-1)).toEqual({ text: alts[0], lang: 'en' });
  });

  it('R-PIC-20: in a tournament heat of it, a picked-up item is spoken in its side language, as the server said it', async () => {
    const settings = { gameType: 'saved', gameId, pairCount: 3, rounds: 1, heatSize: 2 };
    const { code } = (await apiCall<{ tournament: { code: string } }>(app.product, 'POST', '/api/tournaments', settings, teacher.token)).tournament;
    const projector = await pages.open({ reducedMotion: 'reduce' }, prepare(teacher.token));
    await projector.goto(`${app.product.url}/tournaments/${code}/projector`);
    await projector.getByRole('heading', { name: 'Waiting for players' }).waitFor();
    const players: Page[] = [];
    for (const name of ['Ida', 'Jo']) {
      const player = await pages.open({ reducedMotion: 'reduce' }, (context) => context.addInitScript(recordSpeech, ['en-US', 'fr-FR']));
      await player.goto(`${app.product.url}/t/${code.toLowerCase()}`);
      await player.getByRole('textbox', { name: 'Your nickname' }).fill(name);
      await player.getByRole('button', { name: 'Join', exact: true }).click();
      await player.getByText(`You are in, ${name}!`).waitFor();
      players.push(player);
    }
    await projector.getByRole('button', { name: 'Start', exact: true }).click();
    const ida = players[0]!;
    await pickUpFirstPicture(ida);
    await expect.poll(async () => (await spokenIn(ida)).at(-1)).toEqual({ text: alts[0], lang: 'en' });
  });

  it('a student plays it as an assignment on a phone', async () => {
    const student = await registerAccount(app.product, `pic_s_${suffix}`);
    const klass = (await apiCall<{ class: { id: number; code: string } }>(app.product, 'POST', '/api/classes', { name: `Fruit class ${suffix}` }, teacher.token)).class;
    await apiCall(app.product, 'POST', '/api/classes/join', { code: klass.code }, student.token);
    const dueAt = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const assignment = { gameType: 'saved', gameId, pairCount: 3, dueAt, goal: { kind: 'plays', count: 1 }, acceptLate: false };
    await apiCall(app.product, 'POST', `/api/classes/${klass.id}/assignments`, assignment, teacher.token);
    const phone = await pages.open(PHONE, (context) => context.addInitScript((t) => localStorage.setItem('matchdrop.token', t), student.token));
    await phone.goto(`${app.product.url}/assignments`);
    await phone.getByRole('button', { name: `Play: Fruits ${suffix}` }).click();
    await waitForGame(phone);
    await playRound(phone, saved);
    await phone.getByTestId('assignment-play-done').waitFor();
  });

  it('R-PIC-10: the .zip export imports back from the dashboard as a game with the same pictures', async () => {
    await page.goto(`${app.product.url}/games/${gameId}/edit`);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export .zip' }).click();
    const zip = await (await download).createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of zip) chunks.push(chunk as Buffer);
    await page.goto(`${app.product.url}/dashboard`);
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Import a game (.zip or JSON)' }).click();
    await (await chooser).setFiles({ name: 'fruits.zip', mimeType: 'application/zip', buffer: Buffer.concat(chunks) });
    await page.getByText(/^Imported "/).waitFor();
    const games = (
      await apiCall<{ dictionaries: { id: number; name: string; data: GameData; languages?: unknown }[] }>(app.product, 'GET', '/api/dictionaries', undefined, teacher.token)
    ).dictionaries;
    const imported = games.find((game) => game.id !== gameId && !game.name.startsWith('Colours'))!;
    const ids = (data: GameData) =>
      Object.keys(data)
        .map((item) => parsePictureItem(item)?.mediaId)
        .filter(Boolean)
        .sort();
    expect(ids(imported.data)).toEqual(ids(saved));
    expect(ids(saved)).toHaveLength(3);
    expect(imported.languages).toEqual({ left: 'en', right: 'fr' });
  });
});

describe('typing while a picture uploads', () => {
  it('R-PIC-21: what is typed during a slow upload is kept when it ends, in that cell (its description) and in others', async () => {
    const owner = await registerAccount(app.product, `pic_slow_${suffix}`);
    const game = { name: `Slow ${suffix}`, data: { cat: 'chat', dog: 'chien' } };
    const { dictionary } = await apiCall<{ dictionary: { id: number } }>(app.product, 'POST', '/api/v2/dictionaries', game, owner.token);
    const pictures = await everyFormat();
    const slow = await pages.open({ reducedMotion: 'reduce' }, prepare(owner.token));
    // The upload is held until the typing is done: a school Wi-Fi's upload, seconds long.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await slow.route('**/api/media', async (route) => {
      await held;
      await route.continue();
    });
    await slow.goto(`${app.product.url}/games/${dictionary.id}/edit`);
    const editor = slow.getByTestId('game-editor');
    const item1 = editor.getByLabel('Item 1', { exact: true });
    await item1.waitFor();
    await sendFileEvent(item1, 'paste', pictures.png, 'cat.png', 'image/png');
    await editor.getByText(/Uploading the picture/).waitFor();
    await item1.fill('a drawn cat');
    await editor.getByLabel('Counterpart 2', { exact: true }).fill('typed meanwhile');
    release();
    const alt = editor.getByLabel('Description of the picture, Item 1');
    await alt.waitFor();
    expect(await alt.inputValue()).toBe('a drawn cat');
    expect(await editor.getByLabel('Counterpart 2', { exact: true }).inputValue()).toBe('typed meanwhile');
  });
});

describe('the pair editor on a 320-px phone', () => {
  it('R-PIC-21: a row with a picture, its description and its buttons is no wider than the screen', async () => {
    const owner = await registerAccount(app.product, `pic_320_${suffix}`);
    const media = await uploadPicture(app.product.url, owner.token, (await everyFormat()).png);
    const picture = pictureItem(media.id, 'a rather long description of the picture');
    const game = { name: `Narrow ${suffix}`, data: { [picture]: 'a long counterpart word', 'a long counterpart word': picture, apple: 'pomme', pomme: 'apple' } };
    const { dictionary } = await apiCall<{ dictionary: { id: number } }>(app.product, 'POST', '/api/v2/dictionaries', game, owner.token);
    const narrow = await pages.open({ ...PHONE, viewport: { width: 320, height: 640 } }, prepare(owner.token));
    await narrow.goto(`${app.product.url}/games/${dictionary.id}/edit`);
    await narrow.getByRole('img', { name: 'a rather long description of the picture' }).waitFor();
    // Before: the table of four columns was 411 px wide, the description input squeezed to nothing.
    const tooWide = await narrow.evaluate(() =>
      [...document.querySelectorAll('[data-testid="game-editor"] *')]
        .filter((element) => element.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5)
        .map((element) => `${element.tagName.toLowerCase()} ${Math.round(element.getBoundingClientRect().right)}`),
    );
    expect(tooWide).toEqual([]);
    expect(await narrow.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    expect((await box(narrow.getByLabel(/^Description of the picture, /))).width).toBeGreaterThanOrEqual(80);
  });
});
