// A real SMTP server on a free 127.0.0.1 port that keeps what it receives, for tests that read
// codes from the mails the API sends through nodemailer.
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** The envelope's sender. */
  from: string | undefined;
  to: string[];
  subject: string;
  /** The decoded plain-text body. */
  text: string;
  /** The message as it arrived (headers and encoded body). */
  raw: string;
}

export interface Mailbox {
  smtpUrl: string;
  mails: ReceivedMail[];
  /** Waits for the next mail to `to` not yet taken by an earlier call. */
  nextMail(to: string, timeoutMs?: number): Promise<ReceivedMail>;
  /** The 6-digit code of the next mail to `to`. */
  nextCode(to: string, timeoutMs?: number): Promise<string>;
  close(): Promise<void>;
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** A header with RFC 2047 encoded words (`=?UTF-8?B?...?=`, `=?UTF-8?Q?...?=`), as nodemailer writes non-ASCII subjects. */
function decodeHeader(value: string): string {
  const word = /=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g;
  // The space between two encoded words belongs to neither.
  const joined = value.replace(/(\?=)\s+(?==\?)/g, '$1');
  return joined.replace(word, (_m, _charset: string, kind: string, data: string) => {
    if (kind.toUpperCase() === 'B') return Buffer.from(data, 'base64').toString('utf8');
    return decodeQuotedPrintable(data.replace(/_/g, ' '));
  });
}

function parse(raw: string, from: string | undefined, to: string[]): ReceivedMail {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const subject = decodeHeader(/^Subject: (.*)$/im.exec(head)?.[1] ?? '');
  const encoding = /^Content-Transfer-Encoding: (.*)$/im.exec(head)?.[1]?.trim().toLowerCase();
  const text = encoding === 'quoted-printable' ? decodeQuotedPrintable(body) : encoding === 'base64' ? Buffer.from(body, 'base64').toString('utf8') : body;
  return { from, to, subject, text: text.replace(/\r\n/g, '\n'), raw };
}

/** The link to the client's `path` (such as '/reset-password') that a mail carries. */
export function linkIn(mail: ReceivedMail, path: string): URL {
  const link = (mail.text.match(/https?:\/\/\S+/g) ?? []).map((text) => new URL(text)).find((url) => url.pathname === path);
  if (link === undefined) throw new Error(`no link to ${path} in the mail to ${mail.to.join(', ')}: ${mail.text}`);
  return link;
}

/** Starts the SMTP server; `delayMs` holds each message that long before accepting it (a slow server). */
export async function startMailbox(options: { delayMs?: number } = {}): Promise<Mailbox> {
  const mails: ReceivedMail[] = [];
  const taken = new Set<ReceivedMail>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        void sleep(options.delayMs ?? 0).then(() => {
          mails.push(parse(Buffer.concat(chunks).toString('utf8'), session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined, to));
          callback();
        });
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  const nextMail = async (to: string, timeoutMs = 5_000): Promise<ReceivedMail> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const mail = mails.find((m) => !taken.has(m) && m.to.includes(to.toLowerCase()));
      if (mail) {
        taken.add(mail);
        return mail;
      }
      if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
      await sleep(10);
    }
  };

  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    mails,
    nextMail,
    async nextCode(to, timeoutMs) {
      const mail = await nextMail(to, timeoutMs);
      // "code is 123456" (English), "код подтверждения: 123456", "验证码是：123456".
      const code = /(?:code is |:\s*|：)(\d{6})\b/.exec(mail.text)?.[1];
      if (code === undefined) throw new Error(`no code in the mail to ${to}: ${mail.text}`);
      return code;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
