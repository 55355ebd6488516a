import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLogger } from '../testing.js';
import { createMailer } from './mailer.js';

interface Received {
  from: string | undefined;
  to: string[];
  raw: string;
}

describe('createMailer with SMTP_URL', () => {
  const received: Received[] = [];
  let smtp: SMTPServer;
  let port: number;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    port = (smtp.server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('delivers the message to the SMTP server', async () => {
    const { logger } = captureLogger();
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: 'MatchDrop <no-reply@matchdrop.local>', logger });
    await mailer.send({ to: 'alice@example.com', subject: 'Your code', text: 'Your code is 123456', html: '<p>Your code is <b>123456</b></p>' });

    expect(received).toHaveLength(1);
    const [mail] = received;
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
