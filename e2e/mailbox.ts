// A real SMTP server (smtp-server) on a free 127.0.0.1 port that keeps every mail the product sends,
// so browser tests can read the 6-digit codes from them.
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { SMTPServer } from 'smtp-server';

export interface TestMailbox {
  smtpUrl: string;
  /** The 6-digit code of the first mail to `to` not read yet. */
  nextCode(to: string, timeoutMs?: number): Promise<string>;
  close(): Promise<void>;
}

interface RawMail {
  to: string[];
  raw: string;
}

/** The mail's text with quoted-printable soft line breaks and escapes undone (enough to find a code line). */
function readable(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

export async function startMailbox(): Promise<TestMailbox> {
  const mails: RawMail[] = [];
  const read = new Set<RawMail>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    // Codes are mailed after the API has answered: on a loaded machine delivery can lag the UI by seconds.
    async nextCode(to, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = mails.find((m) => !read.has(m) && m.to.includes(to.toLowerCase()));
        if (mail) {
          read.add(mail);
          const code = /code is (\d{6})\b/.exec(readable(mail.raw))?.[1];
          if (code === undefined) throw new Error(`No code in the mail to ${to}:\n${mail.raw}`);
          return code;
        }
        if (Date.now() > deadline) throw new Error(`No mail to ${to} within ${timeoutMs} ms`);
        await sleep(25);
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
