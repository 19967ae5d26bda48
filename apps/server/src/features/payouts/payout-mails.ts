import type { PayoutRow } from '../../db/schema/index';
import { escapeHtml } from '../../lib/html';
import type { OutgoingMail } from '../mail/mail-transports';
import { PAYOUT_ALERT_LINK, payoutNotice } from './payout-records';

const BRAND_COLOR = '#6D28D9';

/** The e-mail a creator gets when an operator or the provider moves their withdrawal: the same words as the in-app alert. */
export function payoutStatusMail(input: { to: string; name: string | null; payout: PayoutRow; appUrl: string }): OutgoingMail {
  const { title, message } = payoutNotice(input.payout);
  const name = input.name?.trim();
  const greeting = name ? `Hi ${name},` : 'Hi,';
  const link = `${input.appUrl}${PAYOUT_ALERT_LINK}`;
  const subject = `${title} · Amplio`;
  const text = [greeting, '', message, '', `See your payment history: ${link}`, '', 'Amplio'].join('\n');
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f5f3ff;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#1f2937">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:480px;background:#ffffff;border-radius:12px;overflow:hidden">
<tr><td style="background:${BRAND_COLOR};padding:16px 24px;color:#ffffff;font-size:20px;font-weight:700;letter-spacing:0.5px">Amplio</td></tr>
<tr><td style="padding:24px">
<h1 style="margin:0 0 12px;font-size:20px;color:#111827">${escapeHtml(title)}</h1>
<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(greeting)}</p>
<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(message)}</p>
<p style="margin:24px 0 0"><a href="${escapeHtml(link)}" style="display:inline-block;background:${BRAND_COLOR};color:#ffffff;text-decoration:none;padding:10px 18px;border-radius:8px;font-weight:600">See your payment history</a></p>
</td></tr></table>
</td></tr></table>
</body></html>`;
  return { to: input.to, subject, text, html };
}
