// The AI game creator end to end in Chromium, against the real product and its offline assistant:
// log in → open the creator → paste a list → preview with 3 sample pairs → Test Play → Return to the same
// chat → Save to Profile (popup, then the 409 text) → the game in the dashboard; a catalog request; URL
// and load failures; conversations in pages of 10 with rename and confirmed delete; used-up quotas.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gamePairs, waitForGame } from '../testing/freeplay.ts';
import { useProduct } from '../testing/boot.ts';
import { apiCall, PASSWORD, registerUser } from '../testing/accounts.ts';

// Small quotas, so a test can use them up: 12 chats and 5 messages a day per user.
const DAILY_SESSIONS = 12;
const DAILY_MESSAGES = 5;

const app = useProduct({ env: { AI_DAILY_SESSIONS: String(DAILY_SESSIONS), AI_DAILY_MESSAGES: String(DAILY_MESSAGES) } });
const { pages } = app;

const suffix = Date.now().toString(36).slice(-5);

const api = <T>(method: string, path: string, body?: unknown, token?: string): Promise<T> => apiCall<T>(app.product, method, path, body, token);

const register = (username: string): Promise<string> => registerUser(app.product, username);

const openApp = (): Promise<Page> => pages.open({ reducedMotion: 'reduce' });

async function logIn(page: Page, username: string): Promise<void> {
  await page.getByRole('button', { name: 'Log In / Register' }).click();
  const login = page.getByRole('dialog', { name: 'Log In' });
  await login.getByLabel('Username or email').fill(username);
  await login.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await login.getByRole('button', { name: 'Log In', exact: true }).click();
  await userButton(page, username).waitFor();
  await page.getByRole('dialog', { name: 'Login successful' }).waitFor({ state: 'hidden', timeout: 5_000 });
}

const userButton = (page: Page, username: string): Locator => page.getByRole('button', { name: new RegExp(`^${username}: open your dashboard`) });

async function openCreator(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Create Game with AI' }).click();
  await page.getByRole('heading', { name: 'AI Game Creator' }).waitFor();
}

const messageBox = (page: Page): Locator => page.getByRole('textbox', { name: 'Message' });
const urlBox = (page: Page): Locator => page.getByRole('textbox', { name: /Web page/ });
const sendButton = (page: Page): Locator => page.getByRole('button', { name: 'Send' });
const conversation = (page: Page): Locator => page.getByRole('log', { name: 'Conversation' });
const preview = (page: Page): Locator => page.getByRole('complementary', { name: 'Game preview' });
const conversations = (page: Page): Locator => page.getByRole('complementary', { name: 'Conversations' });

/** Sends a message and waits for the assistant's answer to it (the pending bubble gone, a new answer in). */
async function send(page: Page, text: string): Promise<void> {
  const answers = '[role="log"] .ai-message-assistant:not(.ai-intro)';
  const before = await page.locator(answers).count();
  await messageBox(page).fill(text);
  await sendButton(page).click();
  await page.waitForFunction(({ selector, count }) => document.querySelectorAll(selector).length > count && document.querySelector('[role="log"] .ai-message-pending') === null, {
    selector: answers,
    count: before,
  });
}

async function samplePairs(page: Page): Promise<string[][]> {
  const items = preview(page).getByRole('list', { name: 'Sample pairs' }).getByRole('listitem');
  const pairs: string[][] = [];
  for (const item of await items.all()) pairs.push(await item.locator('.ai-sample-item').allTextContents());
  return pairs;
}

const WORDS: [string, string][] = [
  ['cat', 'кошка'],
  ['dog', 'собака'],
  ['fish', 'рыба'],
  ['bird', 'птица'],
  ['horse', 'лошадь'],
  ['cow', 'корова'],
];
const LIST = WORDS.map(([en, ru]) => `${en} - ${ru}`).join('\n');
const isWordPair = ([a, b]: string[]) => WORDS.some(([en, ru]) => (a === en && b === ru) || (a === ru && b === en));

describe('the AI game creator', () => {
  const alice = `alice_${suffix}`;
  let page: Page;
  let aliceToken: string;
  let gameName: string;

  it('is offered only to logged-in players', async () => {
    aliceToken = await register(alice);
    page = await openApp();
    await page.getByRole('list', { name: 'Topics' }).waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Create Game with AI' }).isDisabled(), { timeout: 10_000 }).toBe(true);
    await logIn(page, alice);
    await expect.poll(() => page.getByRole('button', { name: 'Create Game with AI' }).isDisabled(), { timeout: 10_000 }).toBe(false);
    await openCreator(page);
    await expect.poll(() => page.getByTestId('ai-provider').textContent(), { timeout: 10_000 }).toBe('Offline assistant');
    await page
      .getByTestId('ai-messages-left')
      .filter({ hasText: `${DAILY_MESSAGES} of ${DAILY_MESSAGES}` })
      .waitFor();
    await expect.poll(() => page.getByTestId('ai-chats-left').textContent(), { timeout: 10_000 }).toBe(`${DAILY_SESSIONS} of ${DAILY_SESSIONS}`);
    await conversations(page).getByText('No conversations yet').waitFor();
  });

  it('makes a game of a pasted list and previews 3 unique sample pairs', async () => {
    // Both fields empty: Send stays disabled.
    await expect.poll(() => sendButton(page).isDisabled(), { timeout: 10_000 }).toBe(true);
    await messageBox(page).fill('   ');
    await expect.poll(() => sendButton(page).isDisabled(), { timeout: 10_000 }).toBe(true);

    await send(page, LIST);
    const log = conversation(page);
    expect(await log.locator('.ai-message-user').first().textContent()).toContain('cat - кошка');
    // The new chat begins with the assistant's welcome, then the message and the answer with its game.
    expect(await log.locator('.ai-message-assistant').first().textContent()).toContain("Hi! I'm the MatchDrop game assistant");
    await log.locator('.ai-game-chip').filter({ hasText: '6 pairs' }).waitFor();

    gameName = (await preview(page).locator('.ai-preview-name').textContent())!;
    expect(gameName.length).toBeGreaterThan(0);
    await expect.poll(() => preview(page).locator('.ai-preview-count').textContent(), { timeout: 10_000 }).toBe('6 pairs');
    const samples = await samplePairs(page);
    expect(samples).toHaveLength(3);
    expect(samples.every(isWordPair)).toBe(true);
    expect(new Set(samples.flat()).size).toBe(6);

    // The counters follow, and the chat is listed under its first line, marked as having a game.
    await page
      .getByTestId('ai-messages-left')
      .filter({ hasText: `${DAILY_MESSAGES - 1} of ${DAILY_MESSAGES}` })
      .waitFor();
    await expect.poll(() => page.getByTestId('ai-chats-left').textContent(), { timeout: 10_000 }).toBe(`${DAILY_SESSIONS - 1} of ${DAILY_SESSIONS}`);
    const item = conversations(page).getByRole('listitem').filter({ hasText: 'cat - кошка' });
    await item.getByText('Game').waitFor();
    expect(await item.getByRole('button', { name: /^cat - кошка/ }).getAttribute('aria-current')).toBe('true');
  });

  it('test-plays the game in free play, and Return comes back to the same chat', async () => {
    await preview(page).getByRole('slider', { name: 'Number of pairs' }).fill('4');
    await preview(page).getByRole('button', { name: 'Test Play' }).click();
    await page.locator('canvas').first().waitFor({ timeout: 30_000 });
    await waitForGame(page);
    const pairs = await gamePairs(page);
    expect(pairs).toHaveLength(4);
    expect(pairs.every(isWordPair)).toBe(true);

    await page.getByRole('button', { name: 'Return to AI Chat' }).click();
    await page.getByRole('heading', { name: 'AI Game Creator' }).waitFor();
    await conversation(page).locator('.ai-message-user').filter({ hasText: 'horse - лошадь' }).waitFor();
    await expect.poll(() => preview(page).locator('.ai-preview-name').textContent(), { timeout: 10_000 }).toBe(gameName);
    expect(await page.getByRole('heading', { name: 'cat - кошка' }).count()).toBe(1);
  });

  it('saves the game to the profile once, with a success popup, and refuses the same word map again', async () => {
    const nameBox = preview(page).getByLabel('Game name');
    await expect.poll(() => nameBox.inputValue(), { timeout: 10_000 }).toBe(gameName);
    await nameBox.fill('   ');
    await preview(page).getByRole('button', { name: 'Save to Profile' }).click();
    await preview(page).getByRole('alert').filter({ hasText: 'Game name is required' }).waitFor();

    const saved = `Russian animals ${suffix}`;
    await nameBox.fill(saved);
    await preview(page).getByRole('button', { name: 'Save to Profile' }).click();
    const popup = page.getByRole('dialog', { name: 'Game saved' });
    await popup.waitFor();
    expect(await popup.textContent()).toContain(saved);
    const shownAt = Date.now();
    await popup.waitFor({ state: 'hidden', timeout: 5_000 });
    expect(Date.now() - shownAt).toBeGreaterThan(1_000);

    await nameBox.fill('Another name');
    await preview(page).getByRole('button', { name: 'Save to Profile' }).click();
    await preview(page)
      .getByRole('alert')
      .filter({ hasText: `This game has already been saved as "${saved}"` })
      .waitFor();

    // The dashboard lists it among the saved games, private.
    await userButton(page, alice).click();
    await page.getByRole('heading', { name: `Welcome, ${alice}!` }).waitFor();
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: saved }) });
    await card.waitFor();
    expect(await card.textContent()).toContain('6 pairs');
    expect(await card.getByText('Private').count()).toBe(1);
    await page.getByRole('button', { name: 'Back to Game' }).click();
  });

  it('makes a game of a catalog request in a new chat', async () => {
    await page.getByRole('heading', { name: 'AI Game Creator' }).waitFor();
    await conversations(page).getByRole('button', { name: 'New Chat' }).click();
    expect(await page.getByRole('heading', { name: 'New chat' }).count()).toBe(1);
    await preview(page).getByText('Your game appears here').waitFor();
    await send(page, '12 European capitals');
    await preview(page).locator('.ai-preview-count').filter({ hasText: '12 pairs' }).waitFor();
    const samples = await samplePairs(page);
    expect(samples).toHaveLength(3);
    expect(new Set(samples.flat()).size).toBe(6);
    await expect.poll(() => preview(page).getByLabel('Game name').inputValue(), { timeout: 10_000 }).toBe((await preview(page).locator('.ai-preview-name').textContent())!);
    await conversations(page)
      .getByRole('button', { name: /^12 European capitals/ })
      .waitFor();
  });

  it('refuses an unusable URL before sending, and shows the server’s reason for a refused one', async () => {
    await messageBox(page).fill('');
    await urlBox(page).fill('ftp://example.com/words');
    await expect.poll(() => sendButton(page).isDisabled(), { timeout: 10_000 }).toBe(false);
    await sendButton(page).click();
    await page.getByRole('alert').filter({ hasText: 'Please enter a web address starting with http:// or https://' }).waitFor();

    // A private address is refused by the server (SSRF guard): the message comes back into the box.
    await urlBox(page).fill('http://127.0.0.1:9/list');
    await sendButton(page).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Failed to send message' });
    await alert.waitFor();
    expect(await alert.textContent()).toContain('Could not use that URL');
    await expect.poll(() => urlBox(page).inputValue(), { timeout: 10_000 }).toBe('http://127.0.0.1:9/list');
    await page.getByRole('button', { name: 'Dismiss' }).click();
    await urlBox(page).fill('');
  });

  it('pages the conversations by 10, renames one in place and deletes one after confirming', async () => {
    // Ten more chats through the API: 12 in all, the daily limit.
    for (let i = 1; i <= 10; i++) await api('POST', '/api/ai/sessions', { title: `Extra chat ${i}` }, aliceToken);
    // The creator has its address (/ai/:sessionId): a reload comes back to it, no click needed.
    expect(new URL(page.url()).pathname).toMatch(/^\/ai(\/\d+)?$/);
    await page.reload();
    await page.getByRole('heading', { name: 'AI Game Creator' }).waitFor();
    const list = conversations(page);
    await list.getByText('Page 1 of 2').waitFor();
    expect(await list.getByRole('listitem').count()).toBe(10);
    // The newest first; the two chats made in the browser are on page 2.
    await list.getByRole('button', { name: 'Next' }).click();
    await list.getByText('Page 2 of 2').waitFor();
    await expect.poll(() => list.getByRole('button', { name: 'Next' }).isDisabled(), { timeout: 10_000 }).toBe(true);
    await list.getByRole('button', { name: /^cat - кошка/ }).click();
    await conversation(page).locator('.ai-message-user').filter({ hasText: 'cow - корова' }).waitFor();

    await list.getByRole('button', { name: 'Rename cat - кошка' }).click();
    const titleBox = list.getByRole('textbox', { name: 'Conversation title' });
    await titleBox.fill('  ');
    await titleBox.press('Enter');
    await list.getByRole('alert').filter({ hasText: 'Please enter a title' }).waitFor();
    await titleBox.fill('Animals in Russian');
    await titleBox.press('Enter');
    await list.getByRole('button', { name: /^Animals in Russian/ }).waitFor();
    await page.getByRole('heading', { name: 'Animals in Russian' }).waitFor();

    await list.getByRole('button', { name: 'Previous' }).click();
    await list.getByRole('button', { name: 'Delete Extra chat 10' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete conversation?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect(await list.getByRole('button', { name: /^Extra chat 10/ }).count()).toBe(1);
    await list.getByRole('button', { name: 'Delete Extra chat 10' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await list.getByRole('button', { name: /^Extra chat 10/ }).waitFor({ state: 'detached' });
    await list.getByText('Page 1 of 2').waitFor();
    expect(await list.getByRole('listitem').count()).toBe(10);
  });

  it('says when a conversation cannot be loaded', async () => {
    const list = conversations(page);
    const { sessions } = await api<{ sessions: { id: number; title: string }[] }>('GET', '/api/ai/sessions?page=1&limit=10', undefined, aliceToken);
    const gone = sessions.find((s) => s.title === 'Extra chat 9')!;
    await api('DELETE', `/api/ai/sessions/${gone.id}`, undefined, aliceToken);
    await list.getByRole('button', { name: /^Extra chat 9/ }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Failed to load chat session' });
    await alert.waitFor();
    expect(await alert.textContent()).toContain('Chat session not found');
    await expect.poll(() => sendButton(page).isDisabled(), { timeout: 10_000 }).toBe(true);
    await page.getByRole('button', { name: 'Start a new chat' }).click();
    await page.getByRole('heading', { name: 'New chat' }).waitFor();
    expect(await alert.count()).toBe(0);
  });

  it('disables New Chat once the day’s chats are used up', async () => {
    await page.reload();
    await page.getByRole('heading', { name: 'AI Game Creator' }).waitFor();
    await page
      .getByTestId('ai-chats-left')
      .filter({ hasText: `0 of ${DAILY_SESSIONS}` })
      .waitFor();
    await expect.poll(() => conversations(page).getByRole('button', { name: 'New Chat' }).isDisabled(), { timeout: 10_000 }).toBe(true);
    await page.getByText('You have started all the AI chats allowed for today').first().waitFor();
    // With no chat open, sending would start one: the message box and Send are disabled too...
    await expect.poll(() => messageBox(page).isDisabled(), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => sendButton(page).isDisabled(), { timeout: 10_000 }).toBe(true);
    // ...while an existing chat can still go on.
    await conversations(page)
      .getByRole('button', { name: /^Animals in Russian/ })
      .click();
    await conversation(page).locator('.ai-message-user').filter({ hasText: 'cow - корова' }).waitFor();
    await send(page, 'only 3');
    await preview(page).locator('.ai-preview-count').filter({ hasText: '3 pairs' }).waitFor();
  });

  it('disables Send once the day’s messages are used up', async () => {
    const bob = `bob_${suffix}`;
    const token = await register(bob);
    const { session } = await api<{ session: { id: number } }>('POST', '/api/ai/sessions', {}, token);
    for (let i = 0; i < DAILY_MESSAGES; i++) await api('POST', `/api/ai/sessions/${session.id}/messages`, { content: 'thanks' }, token);

    const bobPage = await openApp();
    await logIn(bobPage, bob);
    await openCreator(bobPage);
    await conversations(bobPage)
      .getByRole('button', { name: /^New AI Dictionary Chat/ })
      .click();
    await bobPage
      .getByTestId('ai-messages-left')
      .filter({ hasText: `0 of ${DAILY_MESSAGES}` })
      .waitFor();
    await bobPage.getByText('You have used all your AI messages for today').first().waitFor();
    await expect.poll(() => sendButton(bobPage).isDisabled(), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => messageBox(bobPage).isDisabled(), { timeout: 10_000 }).toBe(true);
    await bobPage.context().close();
  });

  it('logging out leaves the creator', async () => {
    await userButton(page, alice).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('dialog', { name: 'Logged out' }).waitFor({ state: 'hidden', timeout: 5_000 });
    expect(await page.getByRole('heading', { name: 'AI Game Creator' }).count()).toBe(0);
    await expect.poll(() => page.getByRole('button', { name: 'Create Game with AI' }).isDisabled(), { timeout: 10_000 }).toBe(true);
    await page.context().close();
  });

  it('shows a declined request from the start of the answer, and titles the chat with its subject', async () => {
    const name = `decl_${suffix}`;
    await register(name);
    // A short window: the refusal and the help after it are taller than the conversation's view.
    const own = await pages.open({ reducedMotion: 'reduce', viewport: { width: 900, height: 600 } });
    await logIn(own, name);
    await openCreator(own);
    await send(own, 'Make a game with the rules of quantum chromodynamics and their inventors');
    const answer = own.locator('[role="log"] .ai-message-assistant:not(.ai-intro)').last();
    expect(await answer.textContent()).toContain("I can't make a game about");
    const [log, start] = await Promise.all([conversation(own).boundingBox(), answer.boundingBox()]);
    // The answer's first line is in the view (not scrolled past to the general help at its end).
    expect(start!.y).toBeGreaterThanOrEqual(log!.y - 1);
    expect(start!.y).toBeLessThan(log!.y + 40);
    await conversations(own)
      .getByRole('button', { name: /^Rules of quantum chromodynamics/ })
      .waitFor();
    await own.context().close();
  });
});
