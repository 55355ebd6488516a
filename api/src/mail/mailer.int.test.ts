import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLogger, startMailbox, type Mailbox } from '../testing.js';
import { createMailer } from './mailer.js';

describe('createMailer with SMTP_URL', () => {
  let mailbox: Mailbox;
  beforeAll(async () => {
    mailbox = await startMailbox();
  });
  afterAll(() => mailbox.close());

  it('delivers the message to the SMTP server', async () => {
    const { logger } = captureLogger();
    const mailer = createMailer({ smtpUrl: mailbox.smtpUrl, from: 'MatchDrop <no-reply@matchdrop.local>', logger });
    await mailer.send({ to: 'alice@example.com', subject: 'Your code', text: 'Your code is 123456', html: '<p>Your code is <b>123456</b></p>' });

    expect(mailbox.mails).toHaveLength(1);
    const [mail] = mailbox.mails;
    expect(mail!.from).toBe('no-reply@matchdrop.local');
    expect(mail!.to).toEqual(['alice@example.com']);
    expect(mail!.raw).toMatch(/^Subject: Your code$/m);
    expect(mail!.raw).toContain('Your code is 123456');
    expect(mail!.raw).toContain('<b>123456</b>');
  });
});

describe('createMailer without SMTP_URL', () => {
  it('logs the whole message, code included, at info level', async () => {
    const { logger, records } = captureLogger();
    const mailer = createMailer({ from: 'MatchDrop <no-reply@matchdrop.local>', logger });
    await mailer.send({ to: 'bob@example.com', subject: 'Reset your password', text: 'Your reset code is 654321' });

    const logged = records().filter((r) => r.level === 30);
    expect(logged).toHaveLength(1);
    expect(logged[0]!.msg).toContain('bob@example.com');
    expect(logged[0]!.msg).toContain('Reset your password');
    expect(logged[0]!.msg).toContain('Your reset code is 654321');
  });
});
