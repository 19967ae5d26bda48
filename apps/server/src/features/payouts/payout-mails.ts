import type { PayoutRow } from '../../db/schema/index';
import { escapeHtml } from '../../lib/html';
import { mailButton, mailDocument, mailGreeting, mailParagraph } from '../mail/mail-layout';
import type { OutgoingMail } from '../mail/mail-transports';
import { PAYOUT_ALERT_LINK, payoutNotice } from './payout-records';

/** The e-mail a creator gets when an operator or the provider moves their withdrawal: the same words as the in-app alert. */
export function payoutStatusMail(input: {
  to: string;
  name: string | null;
  payout: PayoutRow;
  appUrl: string;
  /** One-click unsubscribe from money e-mails (RFC 8058): a footer link and the List-Unsubscribe headers. */
  unsubscribeUrl?: string;
}): OutgoingMail {
  const { title, message } = payoutNotice(input.payout);
  const greeting = mailGreeting(input.name);
  const link = `${input.appUrl}${PAYOUT_ALERT_LINK}`;
  const subject = `${title} · Amplio`;
  const unsubscribe = input.unsubscribeUrl;
  const text = [
    greeting,
    '',
    message,
    '',
    `See your payment history: ${link}`,
    '',
    'Amplio',
    ...(unsubscribe ? ['', `Stop these e-mails: ${unsubscribe}`] : []),
  ].join('\n');
  const html = mailDocument({
    title: subject,
    heading: title,
    greeting,
    body: `${mailParagraph(message)}\n${mailButton(link, 'See your payment history')}${unsubscribe ? `\n<p style="margin:24px 0 0;font-size:12px;color:#6b7280"><a href="${escapeHtml(unsubscribe)}" style="color:#6b7280">Stop these e-mails</a></p>` : ''}`,
  });
  const headers = unsubscribe
    ? { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
    : undefined;
  return { to: input.to, subject, text, html, ...(headers ? { headers } : {}) };
}
