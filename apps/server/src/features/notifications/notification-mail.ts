import type { NotificationCategory } from '@amplio/shared/schemas/notifications';
import type { DbOrTx } from '../../db/client';
import type { MailService } from '../mail/mail.service';
import { noticeMail } from '../mail/notice-mail';
import { emailOffFor, unsubscribeToken } from './preferences';

/** What sends a notification's e-mail: the outbox, the secret for unsubscribe links, and the public origin. */
export interface NotificationMailer {
  mail: Pick<MailService, 'enqueue'>;
  secret: string;
  appUrl: string;
}

/**
 * Enqueues the e-mail of a notification in the caller's transaction, unless the user switched the category's e-mail
 * off. Every such mail carries a one-click unsubscribe for its category (RFC 8058), like the newsletter's.
 */
export async function mailNotification(
  mailer: NotificationMailer,
  input: {
    tx: DbOrTx;
    userId: string;
    to: string;
    name: string | null;
    category: NotificationCategory;
    title: string;
    message: string;
    link: string | null;
    action: string;
  },
): Promise<boolean> {
  if ((await emailOffFor(input.tx, input.userId)).has(input.category)) return false;
  const url = `${mailer.appUrl}/notifications/unsubscribe?token=${encodeURIComponent(unsubscribeToken(mailer.secret, input.userId, input.category))}`;
  const mail = noticeMail({
    to: input.to,
    name: input.name,
    title: input.title,
    message: input.message,
    actionUrl: input.link ? `${mailer.appUrl}${input.link}` : null,
    action: input.action,
    unsubscribeUrl: url,
  });
  await mailer.mail.enqueue({
    tx: input.tx,
    ...mail,
    headers: { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  });
  return true;
}
