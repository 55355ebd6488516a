// Accounts end to end in Chromium, against the real product with a real SMTP server:
// register → code from the mail → verify → upload → save → share → the other user's badge,
// notifications and accept → play the shared game from the dashboard; and a stale token at start.
import { startMailbox, type Mailbox } from '@matchdrop/api/testing';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useProduct } from '../testing/boot.ts';
import { apiCall } from '../testing/accounts.ts';

let mailbox: Mailbox;

beforeAll(async () => {
  mailbox = await startMailbox();
});

afterAll(async () => {
  await mailbox?.close();
});

const app = useProduct({ env: () => ({ SMTP_URL: mailbox.smtpUrl, REQUIRE_EMAIL_VERIFICATION: 'true', ADMIN_PASSWORD }) });
const { pages } = app;

const openApp = (): Promise<Page> => pages.open();

const PASSWORD = 'correct-horse';
// Codes are mailed after the API has answered: on a loaded machine delivery can lag the UI by seconds.
const MAIL_WAIT_MS = 30_000;
const ADMIN_PASSWORD = 'admin-e2e-password';
const suffix = Date.now().toString(36).slice(-5);
const alice = { username: `alice_${suffix}`, email: `alice.${suffix}@example.test` };
const bob = { username: `bob_${suffix}`, email: `bob.${suffix}@example.test` };

/** Register through the popup, read the code from the mail and verify: the user ends up logged in. */
async function registerAndVerify(page: Page, user: { username: string; email: string }): Promise<void> {
  await page.getByRole('button', { name: 'Log In / Register' }).click();
  await page.getByRole('dialog', { name: 'Log In' }).getByRole('button', { name: 'Create one' }).click();
  const form = page.getByRole('dialog', { name: 'Create Account' });
  await form.getByLabel('Username', { exact: true }).fill(user.username);
  await form.getByLabel('Email', { exact: true }).fill(user.email);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByLabel('Confirm password', { exact: true }).fill('not-the-same');
  await form.getByRole('button', { name: 'Create Account' }).click();
  await form.getByRole('alert').filter({ hasText: 'Passwords do not match' }).waitFor();
  await form.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: 'Create Account' }).click();

  const verify = page.getByRole('dialog', { name: 'Verify Your Email' });
  await verify.getByRole('status').filter({ hasText: 'Registration successful' }).waitFor();
  expect(await verify.getByRole('timer').textContent()).toMatch(/^(10:00|9:5\d)$/);
  await expect.poll(() => verify.getByRole('button', { name: 'Resend code' }).isDisabled(), { timeout: 10_000 }).toBe(true);
  const code = await mailbox.nextCode(user.email, MAIL_WAIT_MS);
  // Non-digits are stripped as they are typed.
  const codeBox = verify.getByLabel('Verification code');
  await codeBox.fill(`${code.slice(0, 3)} - ${code.slice(3)}`);
  await expect.poll(() => codeBox.inputValue(), { timeout: 10_000 }).toBe(code);
  await verify.getByRole('button', { name: 'Verify Email' }).click();
  await page.getByRole('dialog', { name: 'Email verified' }).waitFor();
  await page.getByRole('dialog', { name: 'Email verified' }).waitFor({ state: 'hidden' });
  await userButton(page, user.username).waitFor();
}

/** The admin's side of the story, straight through the API (the admin screens are another test's subject). */
const api = <T>(method: string, path: string, body?: unknown, token?: string): Promise<T> => apiCall<T>(app.product, method, path, body, token);

function userButton(page: Page, username: string) {
  return page.getByRole('button', { name: new RegExp(`^${username}: open your dashboard`) });
}

describe('accounts', () => {
  let alicePage: Page;
  let bobPage: Page;
  const gameName = `Capitals ${suffix}`;

  it('registers two users, each verified with the 6-digit code from their mail', async () => {
    alicePage = await openApp();
    bobPage = await openApp();
    await registerAndVerify(alicePage, alice);
    await registerAndVerify(bobPage, bob);
    expect(await alicePage.evaluate(() => localStorage.getItem('matchdrop.token'))).toMatch(/\S+/);
  });

  it('saves an uploaded game file to the account', async () => {
    const pairs = { France: 'Paris', Spain: 'Madrid', Italy: 'Rome', Japan: 'Tokyo', Peru: 'Lima' };
    await alicePage.getByLabel('Upload game file').setInputFiles({
      name: 'capitals.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(pairs)),
    });
    await alicePage.getByRole('button', { name: 'Save Game' }).click();
    const dialog = alicePage.getByRole('dialog', { name: 'Save Game' });
    const nameBox = dialog.getByLabel('Game name');
    await nameBox.fill('   ');
    await dialog.getByRole('button', { name: 'Save Game' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Game name is required' }).waitFor();
    await nameBox.fill(gameName);
    await expect.poll(() => dialog.getByLabel(/Make this game public/).isChecked(), { timeout: 10_000 }).toBe(false);
    await dialog.getByRole('button', { name: 'Save Game' }).click();
    await alicePage.getByRole('dialog', { name: 'Game saved' }).waitFor();
    await alicePage.getByRole('dialog', { name: 'Game saved' }).waitFor({ state: 'hidden' });
  });

  it('shares the saved game from the dashboard', async () => {
    await userButton(alicePage, alice.username).click();
    await alicePage.getByRole('heading', { name: `Welcome, ${alice.username}!` }).waitFor();
    const info = alicePage.getByRole('region', { name: 'Account information' });
    expect(await info.textContent()).toContain(alice.email);
    expect(await info.textContent()).toContain('Player');

    await alicePage.getByRole('button', { name: `Share: ${gameName}` }).click();
    const share = alicePage.getByRole('dialog', { name: `Share "${gameName}"` });
    await share.getByRole('button', { name: 'Share Game' }).click();
    await share.getByRole('alert').filter({ hasText: 'Please enter a username' }).waitFor();
    await share.getByLabel('Recipient username').fill(`nobody_${suffix}`);
    await share.getByRole('button', { name: 'Share Game' }).click();
    await share.getByRole('alert').filter({ hasText: 'Failed to share game' }).waitFor();
    await share.getByLabel('Recipient username').fill(bob.username);
    await share.getByLabel(/Message/).fill('Try this one!');
    await share.getByRole('button', { name: 'Share Game' }).click();
    await share
      .getByRole('status')
      .filter({ hasText: `was shared with ${bob.username}` })
      .waitFor();
    // The success view closes itself after 2 seconds.
    await share.waitFor({ state: 'hidden', timeout: 5_000 });
  });

  it('shows the recipient the badge; opening notifications marks them read; accepting adds the game', async () => {
    // A reload restores the session from the stored token and asks for the unread count at once.
    await bobPage.reload();
    const button = userButton(bobPage, bob.username);
    await bobPage.getByRole('button', { name: /1 unread notification$/ }).waitFor();
    await expect.poll(() => bobPage.getByTestId('unread-badge').textContent(), { timeout: 10_000 }).toBe('1');

    await button.click();
    await bobPage.getByRole('button', { name: 'Notifications, 1 unread notification' }).click();
    const panel = bobPage.getByRole('dialog', { name: 'Notifications' });
    const item = panel.getByRole('listitem').filter({ hasText: gameName });
    await item.getByText('Just now').waitFor();
    expect(await item.textContent()).toContain('Try this one!');

    await item.getByRole('button', { name: 'Accept' }).click();
    await panel.getByRole('status').filter({ hasText: 'Share accepted' }).waitFor();
    await panel.waitFor({ state: 'hidden', timeout: 5_000 });
    expect(await bobPage.getByTestId('unread-badge').count()).toBe(0);
    await bobPage.getByRole('button', { name: `Play Game: ${gameName}` }).waitFor();
  });

  it('plays the accepted game from the dashboard and returns to the profile', async () => {
    await bobPage.getByRole('button', { name: `Play Game: ${gameName}` }).click();
    await bobPage.locator('canvas').first().waitFor({ timeout: 30_000 });
    await bobPage.getByRole('button', { name: 'Return to Profile' }).click();
    await bobPage.getByRole('heading', { name: `Welcome, ${bob.username}!` }).waitFor();
  });

  it('logs out, refuses a wrong password with the server message, then logs in', async () => {
    await alicePage.getByRole('button', { name: 'Logout' }).click();
    await alicePage.getByRole('dialog', { name: 'Logged out' }).waitFor();
    expect(await alicePage.evaluate(() => localStorage.getItem('matchdrop.token'))).toBeNull();
    await alicePage.getByRole('dialog', { name: 'Logged out' }).waitFor({ state: 'hidden' });

    await alicePage.getByRole('button', { name: 'Log In / Register' }).click();
    const login = alicePage.getByRole('dialog', { name: 'Log In' });
    await login.getByLabel('Username or email').fill(alice.email);
    await login.getByLabel('Password', { exact: true }).fill('wrong-password');
    await login.getByRole('button', { name: 'Show password' }).click();
    expect(await login.getByLabel('Password', { exact: true }).getAttribute('type')).toBe('text');
    await login.getByRole('button', { name: 'Log In', exact: true }).click();
    const failure = alicePage.getByRole('dialog', { name: 'Login failed' });
    await failure.getByText('Invalid username or password').waitFor();
    await failure.waitFor({ state: 'hidden', timeout: 5_000 });

    await login.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await login.getByRole('button', { name: 'Log In', exact: true }).click();
    await alicePage.getByRole('dialog', { name: 'Login successful' }).waitFor();
    await userButton(alicePage, alice.username).waitFor();
  });

  it('resets a forgotten password in three steps with the code from the mail', async () => {
    const page = await openApp();
    await page.getByRole('button', { name: 'Log In / Register' }).click();
    await page.getByRole('dialog', { name: 'Log In' }).getByRole('button', { name: 'Forgot Password?' }).click();
    const flow = page.getByRole('dialog', { name: 'Reset Password' });
    await flow.getByLabel('Email', { exact: true }).fill(alice.email);
    await flow.getByRole('button', { name: 'Send Reset Code' }).click();

    const codeBox = flow.getByLabel('Reset code');
    await codeBox.waitFor();
    expect(await flow.getByRole('timer').textContent()).toMatch(/^(10:00|9:5\d)$/);
    // Resend opens only after 60 seconds.
    await expect.poll(() => flow.getByRole('button', { name: 'Resend code' }).isDisabled(), { timeout: 10_000 }).toBe(true);
    await codeBox.fill('12345');
    await flow.getByRole('button', { name: 'Continue' }).click();
    await flow.getByRole('alert').filter({ hasText: 'Code must be exactly 6 digits' }).waitFor();
    await codeBox.fill(await mailbox.nextCode(alice.email, MAIL_WAIT_MS));
    await flow.getByRole('button', { name: 'Continue' }).click();

    await flow.getByLabel('New password', { exact: true }).fill('brand-new-pass');
    await flow.getByLabel('Confirm new password', { exact: true }).fill('brand-new-typo');
    await flow.getByRole('button', { name: 'Reset Password' }).click();
    await flow.getByRole('alert').filter({ hasText: 'Passwords do not match' }).waitFor();
    await flow.getByLabel('Confirm new password', { exact: true }).fill('brand-new-pass');
    await flow.getByRole('button', { name: 'Reset Password' }).click();
    await flow.getByText('Your password has been reset.').waitFor();
    await flow.getByRole('button', { name: 'Back to login' }).click();

    const login = page.getByRole('dialog', { name: 'Log In' });
    await login.getByLabel('Username or email').fill(alice.username);
    await login.getByLabel('Password', { exact: true }).fill('brand-new-pass');
    await login.getByRole('button', { name: 'Log In', exact: true }).click();
    await userButton(page, alice.username).waitFor();
    await page.context().close();
  });

  it('a suspension ends the session at once; the suspended login shows the notice and the admin conversation', async () => {
    const admin = await api<{ token: string }>('POST', '/api/admin/login', { username: 'admin', password: ADMIN_PASSWORD });
    const { users } = await api<{ users: { id: number; username: string }[] }>('GET', `/api/admin/users?search=${bob.username}`, undefined, admin.token);
    const bobId = users.find((u) => u.username === bob.username)!.id;
    await api('POST', `/api/admin/users/${bobId}/suspend`, { reason: 'Spamming shares' }, admin.token);
    await api('POST', `/api/admin/users/${bobId}/message`, { message: 'Please read the rules.' }, admin.token);

    // Bob is still on his dashboard and does nothing: the live channel tells his tab at once (issue 16), he
    // is logged out (his next request would be refused, 401) and the notice says why; it offers a login.
    const loggedOutNotice = bobPage.getByRole('dialog', { name: 'Your account is suspended' });
    await loggedOutNotice.getByText('Spamming shares').waitFor({ timeout: 5_000 });
    await bobPage.getByRole('button', { name: 'Log In / Register' }).waitFor();
    expect(await bobPage.evaluate(() => localStorage.getItem('matchdrop.token'))).toBeNull();

    await loggedOutNotice.getByRole('button', { name: 'Log in to message the administrators' }).click();
    const login = bobPage.getByRole('dialog', { name: 'Log In' });
    await login.getByLabel('Username or email').fill(bob.username);
    await login.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await login.getByRole('button', { name: 'Log In', exact: true }).click();

    const notice = bobPage.getByRole('dialog', { name: 'Your account is suspended' });
    await notice.getByText('Spamming shares').waitFor();
    await notice.getByText('Please read the rules.').first().waitFor();
    expect(await notice.textContent()).toContain('at most 3 messages per day');
    const box = notice.getByLabel('Message to the administrators');
    await notice.getByText('Messages left today: 3').waitFor();
    await notice.getByRole('button', { name: 'Send Message' }).click();
    await notice.getByRole('alert').filter({ hasText: 'Please enter a message' }).waitFor();
    for (const left of [2, 1]) {
      await box.fill(`Sorry, message ${3 - left}`);
      await notice.getByRole('button', { name: 'Send Message' }).click();
      await notice.getByText(`Messages left today: ${left}`).waitFor();
    }
    await box.fill('Last one for today');
    await notice.getByRole('button', { name: 'Send Message' }).click();
    await notice.getByText('No messages left today.').waitFor();
    await expect.poll(() => box.isDisabled(), { timeout: 10_000 }).toBe(true);
    expect(await notice.getByRole('listitem').filter({ hasText: 'Last one for today' }).count()).toBe(1);

    // Still logged in, flagged: the dashboard says so and reopens the notice.
    await notice.getByRole('button', { name: 'Continue' }).click();
    await userButton(bobPage, bob.username).click();
    await bobPage.getByRole('button', { name: 'Details and messages' }).click();
    await notice.getByText('Spamming shares').waitFor();
  });

  it('starts logged out when the stored token is refused (401), and forgets that token', async () => {
    const page = await pages.open({}, (context) =>
      context.addInitScript(() => {
        if (!sessionStorage.getItem('seeded')) {
          sessionStorage.setItem('seeded', '1');
          localStorage.setItem('matchdrop.token', 'stale.token.value');
        }
      }),
    );
    await page.getByRole('button', { name: 'Log In / Register' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('matchdrop.token'))).toBeNull();
    await page.context().close();
  });
});
