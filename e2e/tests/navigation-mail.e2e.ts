// The mailed links, in Chromium, with a real SMTP server: the verification mail's link opens /verify-email with the
// code filled in, and Verify logs the new user in; the reset mail's link opens /reset-password at the new password,
// its request and code filled in, and the new password logs in. The code stays in the mail's text for typing.
import { linkIn, startMailbox, type Mailbox } from '@matchdrop/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, PASSWORD } from '../testing/accounts.ts';
import { useProduct } from '../testing/boot.ts';
import { openAt, path } from '../testing/navigation.ts';

let mailbox: Mailbox;
beforeAll(async () => {
  mailbox = await startMailbox();
});
afterAll(async () => {
  await mailbox?.close();
});

const app = useProduct({ env: () => ({ SMTP_URL: mailbox.smtpUrl, REQUIRE_EMAIL_VERIFICATION: 'true' }) });
// Mails go out after the API has answered: on a loaded machine delivery can lag by seconds.
const MAIL_WAIT_MS = 30_000;
const suffix = Date.now().toString(36).slice(-5);
const user = { username: `mailed_${suffix}`, email: `mailed.${suffix}@example.test` };

/** The link a mail carries, on the product's own address (PUBLIC_URL unset: http://localhost:<port>, the product's port). */
async function mailedLink(to: string, linkPath: string): Promise<{ address: string; code: string }> {
  const mail = await mailbox.nextMail(to, MAIL_WAIT_MS);
  const link = linkIn(mail, linkPath);
  expect(link.origin).toBe(`http://localhost:${new URL(app.product.url).port}`);
  const code = link.searchParams.get('code') ?? '';
  expect(mail.text).toContain(`code is ${code}`);
  return { address: `${link.pathname}${link.search}`, code };
}

describe('the links in the mails', () => {
  it('verifies the e-mail from the link in the registration mail, and the user is logged in', async () => {
    const registered = await apiCall<{ userId: number }>(app.product, 'POST', '/api/auth/register', { ...user, password: PASSWORD });
    const { address, code } = await mailedLink(user.email, '/verify-email');
    expect(address).toContain(`user=${registered.userId}`);

    // The link carries the code's expiry: opened after it, the popup says so and offers Resend at once.
    const late = await openAt(app, address.replace(/expires=\d+/, 'expires=1'));
    const stale = late.getByRole('dialog', { name: 'Verify Your Email' });
    await stale.getByText('The code has expired. Request a new one.').waitFor();
    expect(await stale.getByRole('button', { name: 'Resend code' }).isEnabled()).toBe(true);
    await late.context().close();

    const page = await openAt(app, address);
    const verify = page.getByRole('dialog', { name: 'Verify Your Email' });
    await verify.waitFor();
    expect(await verify.getByLabel('Verification code').inputValue()).toBe(code);
    expect(await verify.getByRole('timer').textContent()).toMatch(/^(10:00|9:[0-5]\d)$/);
    expect(await verify.getByText(user.email).count()).toBe(1);
    await verify.getByRole('button', { name: 'Verify Email' }).click();
    await page.getByRole('dialog', { name: 'Email verified' }).waitFor();
    await page.getByRole('button', { name: new RegExp(`^${user.username}: open your dashboard`) }).waitFor();
    expect(path(page).startsWith('/verify-email')).toBe(true);
  });

  it('resets the password from the link in the reset mail: only the new password is asked, and it logs in', async () => {
    await apiCall(app.product, 'POST', '/api/auth/forgot-password', { email: user.email });
    const { address } = await mailedLink(user.email, '/reset-password');

    const page = await openAt(app, address);
    const reset = page.getByRole('dialog', { name: 'Reset Password' });
    await reset.getByLabel('New password', { exact: true }).fill('a-new-password');
    await reset.getByLabel('Confirm new password', { exact: true }).fill('a-new-password');
    await reset.getByRole('button', { name: 'Reset Password' }).click();
    await reset.getByText('Your password has been reset.').waitFor();
    await reset.getByRole('button', { name: 'Back to login' }).click();

    const login = page.getByRole('dialog', { name: 'Log In' });
    await login.getByLabel('Username or email').fill(user.username);
    await login.getByLabel('Password', { exact: true }).fill('a-new-password');
    await login.getByRole('button', { name: 'Log In', exact: true }).click();
    await page.getByRole('button', { name: new RegExp(`^${user.username}: open your dashboard`) }).waitFor();
  });
});
