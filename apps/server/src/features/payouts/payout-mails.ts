import type { PayoutRow } from '../../db/schema/index';
import { mailButton, mailDocument, mailGreeting, mailParagraph } from '../mail/mail-layout';
import type { OutgoingMail } from '../mail/mail-transports';
import { PAYOUT_ALERT_LINK, payoutNotice } from './payout-records';

/** The e-mail a creator gets when an operator or the provider moves their withdrawal: the same words as the in-app alert. */
export function payoutStatusMail(input: { to: string; name: string | null; payout: PayoutRow; appUrl: string }): OutgoingMail {
  const { title, message } = payoutNotice(input.payout);
  const greeting = mailGreeting(input.name);
  const link = `${input.appUrl}${PAYOUT_ALERT_LINK}`;
  const subject = `${title} · Amplio`;
  const text = [greeting, '', message, '', `See your payment history: ${link}`, '', 'Amplio'].join('\n');
  const html = mailDocument({
    title: subject,
    heading: title,
    greeting,
    body: `${mailParagraph(message)}\n${mailButton(link, 'See your payment history')}`,
  });
  return { to: input.to, subject, text, html };
}
