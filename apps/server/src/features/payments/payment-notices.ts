import type { Tx } from '../../db/client';
import type { MailService } from '../mail/mail.service';
import { noticeMail } from '../mail/notice-mail';
import { mailNotification, type NotificationMailer } from '../notifications/notification-mail';
import { recordNotification } from '../notifications/notify';
import * as repo from './payments.repository';

/**
 * Tells the brand what happened to a payment (captured into escrow, refunded in full, or held for a check): a
 * notification in the bell and an e-mail, both written in the transaction that decided it, linking to the campaign.
 * With the notifications mailer the e-mail follows the brand's preferences for money and carries one-click unsubscribe.
 */
export function createPaymentNotices(deps: {
  mail?: Pick<MailService, 'enqueue' | 'notify'>;
  appUrl: string;
  mailer?: NotificationMailer;
}) {
  async function tellBrand(
    tx: Tx,
    input: { fundingId: string; campaignId: string; title: string; message: string; at?: Date; event?: string },
  ): Promise<boolean> {
    if (!deps.mail) return false;
    const payer = await repo.findFundingPayer(tx, input.fundingId);
    if (!payer) return false;
    const link = `/brand/campaigns/${input.campaignId}?funding=${input.fundingId}`;
    if (deps.mailer) {
      const row = await recordNotification({
        tx,
        at: input.at ?? new Date(),
        userId: payer.userId,
        category: 'money',
        title: input.title,
        message: input.message,
        link,
        dedupeKey: `funding:${input.fundingId}:${input.event ?? input.title}`,
      });
      if (!row) return false;
      return mailNotification(deps.mailer, {
        tx,
        userId: payer.userId,
        to: payer.email,
        name: payer.name,
        category: 'money',
        title: input.title,
        message: input.message,
        link,
        action: 'Open the campaign',
      });
    }
    await deps.mail.enqueue({
      tx,
      ...noticeMail({
        to: payer.email,
        name: payer.name,
        title: input.title,
        message: input.message,
        actionUrl: `${deps.appUrl}${link}`,
        action: 'Open the campaign',
      }),
    });
    return true;
  }

  /** Wakes the mail worker once the transaction that wrote a notice has committed. */
  const sent = () => deps.mail?.notify();

  return { tellBrand, sent };
}

export type PaymentNotices = ReturnType<typeof createPaymentNotices>;
