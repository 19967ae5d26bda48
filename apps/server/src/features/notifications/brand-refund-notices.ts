import { sql } from 'drizzle-orm';
import { formatPaise } from '@amplio/shared/domain/money';
import type { DbOrTx } from '../../db/client';
import { mailNotification, type NotificationMailer } from './notification-mail';
import { recordNotification } from './notify';

export type RefundEvent = 'sent' | 'settled' | 'failed';

interface Facts {
  id: string;
  campaign_id: string;
  product_name: string | null;
  amount_paise: string;
  fee_paise: string;
  gst_paise: string;
  user_id: string;
  email: string;
  name: string;
}

/** What an escrow refund carries beside the escrow: the platform fee and GST charged on it (decision 047). */
export const feesReturnedText = (fee: bigint, gst: bigint) =>
  fee + gst > 0n
    ? ` It includes the ${formatPaise(fee)} platform fee and ${formatPaise(gst)} GST charged on that escrow; the credit note is with your invoices.`
    : '';

const NOTICES: Record<RefundEvent, (amount: string, product: string) => { title: string; message: string }> = {
  sent: (amount, product) => ({
    title: `${amount} is on its way back to you`,
    message: `Amplio asked the payment provider to refund ${amount} from ${product}. Banks usually show it within 5–7 working days.`,
  }),
  settled: (amount, product) => ({
    title: `${amount} was refunded`,
    message: `The refund of ${amount} from ${product} is complete.`,
  }),
  failed: (amount, product) => ({
    title: `The refund of ${amount} needs an operator`,
    message: `The payment provider refused the refund of ${amount} from ${product}. The money is safe with Amplio; an operator will send it again or return it by hand.`,
  }),
};

/** The brand's notification and e-mail about a refund of its money, in the transaction that changes the refund. */
export async function noticeBrandOfRefund(
  mailer: NotificationMailer,
  input: { tx: DbOrTx; refundId: string; event: RefundEvent; at: Date },
) {
  const { rows } = (await input.tx.execute(sql`
    select r.id, c.id as campaign_id, c.product_name, r.amount_paise::text as amount_paise,
      r.fee_paise::text as fee_paise, r.gst_paise::text as gst_paise, u.id as user_id, u.email, u.name
    from payment_refunds r join campaigns c on c.id = coalesce(r.campaign_id, (select campaign_id from fundings f where f.id = r.funding_id))
    join users u on u.id = c.user_id where r.id = ${input.refundId}`)) as unknown as { rows: Facts[] };
  const facts = rows[0];
  if (!facts) return;
  const told = NOTICES[input.event](formatPaise(BigInt(facts.amount_paise)), facts.product_name ?? 'your campaign');
  const fees = input.event === 'failed' ? '' : feesReturnedText(BigInt(facts.fee_paise), BigInt(facts.gst_paise));
  const notice = { ...told, message: `${told.message}${fees}` };
  const link = `/brand/campaigns/${facts.campaign_id}`;
  const row = await recordNotification({
    tx: input.tx,
    at: input.at,
    userId: facts.user_id,
    category: 'money',
    ...notice,
    link,
    dedupeKey: `refund:${facts.id}:${input.event}`,
  });
  if (!row) return;
  await mailNotification(mailer, {
    tx: input.tx,
    userId: facts.user_id,
    to: facts.email,
    name: facts.name,
    category: 'money',
    ...notice,
    link,
    action: 'Open the campaign',
  });
}
