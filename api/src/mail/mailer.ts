import nodemailer from 'nodemailer';
import type { Logger } from 'pino';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export interface MailerOptions {
  /** smtp:// or smtps:// URL; without it mail is only logged. */
  smtpUrl?: string;
  from: string;
  logger: Logger;
}

/**
 * Without SMTP the whole message (verification code included) goes to the log at info level,
 * so a local install can still register and reset passwords.
 */
function createLoggingMailer(from: string, logger: Logger): Mailer {
  return {
    async send(mail) {
      logger.info({ mail: { from, ...mail } }, `Mail to ${mail.to} (no SMTP_URL set, so it is only logged): ${mail.subject}\n${mail.text}`);
    },
  };
}

function createSmtpMailer(smtpUrl: string, from: string, logger: Logger): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      const info = await transport.sendMail({ from, ...mail });
      logger.info({ to: mail.to, subject: mail.subject, messageId: info.messageId }, 'mail sent');
    },
  };
}

export function createMailer({ smtpUrl, from, logger }: MailerOptions): Mailer {
  return smtpUrl === undefined ? createLoggingMailer(from, logger) : createSmtpMailer(smtpUrl, from, logger);
}
