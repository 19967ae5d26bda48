import type { Tx } from '../../db/client';
import { noticeMail } from '../mail/notice-mail';
import type { MailService } from '../mail/mail.service';
import * as repo from './payments.repository';

/**
 * Tells the brand what happened to a payment that did not go into escrow as it was meant to (refunded in full, or
 * held for a check), by e-mail written in the transaction that decided it, with a link to the campaign.
 */
export function createPaymentNotices(deps: { mail?: Pick<MailService, 'enqueue' | 'notify'>; appUrl: string }) {
  async function tellBrand(tx: Tx, input: { fundingId: string; campaignId: string; title: string; message: string }): Promise<boolean> {
    if (!deps.mail) return false;
    const payer = await repo.findFundingPayer(tx, input.fundingId);
    if (!payer) return false;
    await deps.mail.enqueue({
      tx,
      ...noticeMail({
        to: payer.email,
        name: payer.name,
        title: input.title,
        message: input.message,
        actionUrl: `${deps.appUrl}/brand/campaigns/${input.campaignId}?funding=${input.fundingId}`,
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
