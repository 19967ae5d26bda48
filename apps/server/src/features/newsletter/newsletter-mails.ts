import { NEWSLETTER_CONFIRM_LIFETIME_MS } from '@amplio/shared/schemas/newsletter';
import { escapeHtml } from '../../lib/html';
import type { OutgoingMail } from '../mail/mail-transports';

const BRAND_COLOR = '#6D28D9';
const CONFIRM_DAYS = Math.round(NEWSLETTER_CONFIRM_LIFETIME_MS / 86_400_000);

interface LetterCopy {
  subject: string;
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Every newsletter mail ends with an unsubscribe link. */
  unsubscribeUrl: string;
  footnote: string;
}

function letter(to: string, copy: LetterCopy): OutgoingMail {
  const text = [
    copy.heading,
    '',
    ...copy.paragraphs.flatMap((p) => [p, '']),
    ...(copy.action ? [`${copy.action.label}: ${copy.action.url}`, ''] : []),
    copy.footnote,
    '',
    `Unsubscribe: ${copy.unsubscribeUrl}`,
    '',
    'Amplio',
  ].join('\n');
  const button = copy.action
    ? `<p style="margin:24px 0 0"><a href="${escapeHtml(copy.action.url)}" style="display:inline-block;background:${BRAND_COLOR};color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:10px;font-weight:600">${escapeHtml(copy.action.label)}</a></p>`
    : '';
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(copy.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f5f3ff;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#0f172a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;background:#ffffff;border-radius:12px;overflow:hidden">
<tr><td style="background:${BRAND_COLOR};padding:16px 24px;color:#ffffff;font-size:20px;font-weight:700;letter-spacing:0.3px">Amplio</td></tr>
<tr><td style="padding:24px">
<h1 style="margin:0 0 12px;font-size:20px;color:#0f172a">${escapeHtml(copy.heading)}</h1>
${copy.paragraphs.map((p) => `<p style="margin:0 0 14px;line-height:1.55">${escapeHtml(p)}</p>`).join('\n')}${button}
<p style="margin:24px 0 0;font-size:13px;line-height:1.5;color:#475569">${escapeHtml(copy.footnote)}</p>
<p style="margin:12px 0 0;font-size:13px;line-height:1.5;color:#475569"><a href="${escapeHtml(copy.unsubscribeUrl)}" style="color:#475569">Unsubscribe</a> from the Amplio newsletter.</p>
</td></tr></table>
</td></tr></table>
</body></html>`;
  // RFC 8058 one-click unsubscribe: mail clients show their own button, which POSTs to the same link.
  const headers = { 'List-Unsubscribe': `<${copy.unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
  return { to, subject: copy.subject, text, html, headers };
}

/** Double opt-in: the first mail asks the reader to confirm. */
export function newsletterConfirmMail(input: { to: string; confirmUrl: string; unsubscribeUrl: string }): OutgoingMail {
  return letter(input.to, {
    subject: 'Confirm your Amplio newsletter subscription',
    heading: 'One click to confirm',
    paragraphs: [
      'Someone, hopefully you, asked to get the Amplio newsletter at this address: one letter a week about brand deals, fair pricing and getting paid on time.',
      `Confirm within ${CONFIRM_DAYS} days and the first letter arrives this week.`,
    ],
    action: { label: 'Confirm my subscription', url: input.confirmUrl },
    footnote: "If you didn't ask for this, ignore this email: you will not be subscribed.",
    unsubscribeUrl: input.unsubscribeUrl,
  });
}

/** Sent once the address is confirmed. */
export function newsletterWelcomeMail(input: { to: string; unsubscribeUrl: string; siteUrl: string }): OutgoingMail {
  return letter(input.to, {
    subject: 'You are subscribed to the Amplio newsletter',
    heading: 'Welcome aboard',
    paragraphs: [
      'Your subscription is confirmed. Expect one letter a week, never more: new campaign categories, pricing tips and stories from creators and brands on Amplio.',
    ],
    action: { label: 'Visit Amplio', url: input.siteUrl },
    footnote: 'You are getting this because you confirmed your subscription on the Amplio website.',
    unsubscribeUrl: input.unsubscribeUrl,
  });
}
