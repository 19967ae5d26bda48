import { escapeHtml } from '../../lib/html';
import type { OutgoingMail } from '../mail/mail-transports';

const BRAND_COLOR = '#6D28D9';

/**
 * The creator's e-mail about a review decision or a closed script: the alert's title as the subject, its message,
 * and a button to the script's page. Everything from users (product names, the brand's reason, the creator's name)
 * is escaped; only http(s) links are used.
 */
export function reviewNoticeMail(input: {
  to: string;
  name: string | null;
  title: string;
  message: string;
  /** Absolute link to the page where the creator acts on it. */
  actionUrl: string | null;
  action: string;
}): OutgoingMail {
  const name = input.name?.trim();
  const greeting = name ? `Hi ${name},` : 'Hi,';
  const link = input.actionUrl && /^https?:\/\//i.test(input.actionUrl) ? input.actionUrl : null;
  const subject = input.title.replace(/[\r\n]+/g, ' ').slice(0, 200);
  const text = [greeting, '', input.message, ...(link ? ['', `${input.action}: ${link}`] : []), '', 'Amplio'].join('\n');
  const button = link
    ? `<p style="margin:24px 0 0"><a href="${escapeHtml(link)}" style="display:inline-block;background:${BRAND_COLOR};color:#ffffff;text-decoration:none;padding:10px 18px;border-radius:8px;font-weight:600">${escapeHtml(input.action)}</a></p>`
    : '';
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f5f3ff;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#1f2937">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:480px;background:#ffffff;border-radius:12px;overflow:hidden">
<tr><td style="background:${BRAND_COLOR};padding:16px 24px;color:#ffffff;font-size:20px;font-weight:700;letter-spacing:0.5px">Amplio</td></tr>
<tr><td style="padding:24px">
<h1 style="margin:0 0 12px;font-size:20px;color:#111827">${escapeHtml(subject)}</h1>
<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(greeting)}</p>
<p style="margin:0;line-height:1.5;white-space:pre-line">${escapeHtml(input.message)}</p>${button}
</td></tr></table>
</td></tr></table>
</body></html>`;
  return { to: input.to, subject, text, html };
}
