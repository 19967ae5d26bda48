import nodemailer from 'nodemailer';
import type { AppConfig } from '../../config';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, such as List-Unsubscribe; nodemailer adds them as they are. */
  headers?: Record<string, string>;
}

export interface MailTransport {
  /** Recorded on each sent row: 'smtp', 'dev-mailbox'. */
  readonly name: string;
  /** Resolves once the message is handed over; rejects to have the worker retry later. */
  send(mail: OutgoingMail): Promise<void>;
  close?(): void;
}

export interface MailLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export function createSmtpTransport(input: { url: string; from: string }): MailTransport {
  // Timeouts well under the worker's claim, so a hung server cannot make a second node send the row again. A pool of
  // open connections, each reused for up to 100 messages, instead of a connection, greeting and login per mail.
  const transporter = nodemailer.createTransport(
    {
      url: input.url,
      pool: true,
      maxConnections: 5,
      maxMessages: 100,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    },
    { from: input.from },
  );
  return {
    name: 'smtp',
    async send(mail) {
      await transporter.sendMail(mail);
    },
    close: () => transporter.close(),
  };
}

/** Development without SMTP: the outbox row is the mailbox (see /dev/mailbox), so delivering is only a log line. */
export function createDevMailboxTransport(input: { logger: MailLogger }): MailTransport {
  return {
    name: 'dev-mailbox',
    async send(mail) {
      input.logger.info({ to: mail.to, subject: mail.subject }, `mail to=${mail.to} subject=${mail.subject}`);
    },
  };
}

/** Production without SMTP_URL: mail waits and retries, and the log says why, rather than codes going to the log. */
export function createUnconfiguredTransport(): MailTransport {
  return {
    name: 'none',
    async send() {
      throw new Error('SMTP_URL is not set, so mail cannot be delivered');
    },
  };
}

export function createMailTransport(input: { config: AppConfig; logger: MailLogger }): MailTransport {
  const { config, logger } = input;
  if (config.smtpUrl) return createSmtpTransport({ url: config.smtpUrl, from: config.mailFrom });
  if (config.devMailbox) return createDevMailboxTransport({ logger });
  logger.warn({}, 'SMTP_URL is not set: outgoing mail will stay in the outbox until it is');
  return createUnconfiguredTransport();
}
