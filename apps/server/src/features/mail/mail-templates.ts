import { OTP_LIFETIME_MS } from '@amplio/shared/constants/limits';
import { escapeHtml } from '../../lib/html';
import type { OutgoingMail } from './mail-transports';

const BRAND_COLOR = '#6D28D9';
const LIFETIME_MINUTES = Math.round(OTP_LIFETIME_MS / 60_000);
const IGNORE_LINE = "If you didn't ask for this, ignore this email. Nobody can use the code without access to your inbox.";

interface CodeMailInput {
  to: string;
  code: string;
  /** The recipient's name, when known; user input, so it is escaped. */
  name?: string | null;
  /** A link to the page where the code goes, e.g. the verify page; only http(s) links are used. */
  actionUrl?: string | null;
}

interface CodeMailCopy {
  subject: string;
  heading: string;
  intro: string;
  action: string;
}

export function verificationCodeMail(input: CodeMailInput): OutgoingMail {
  return codeMail(input, {
    subject: 'Your Amplio verification code',
    heading: 'Verify your email',
    intro: 'Enter this code on the Verify Your Email page to finish setting up your Amplio account.',
    action: 'Open the verify page',
  });
}

export function passwordResetCodeMail(input: CodeMailInput): OutgoingMail {
  return codeMail(input, {
    subject: 'Your Amplio password reset code',
    heading: 'Reset your password',
    intro: 'Enter this code on the Forgot password page, then choose a new password.',
    action: 'Open the reset page',
  });
}

const safeLink = (url: string | null | undefined) => (url && /^https?:\/\//i.test(url) ? url : null);

function codeMail(input: CodeMailInput, copy: CodeMailCopy): OutgoingMail {
  const name = input.name?.trim();
  const greeting = name ? `Hi ${name},` : 'Hi,';
  const expiry = `The code expires in ${LIFETIME_MINUTES} minutes.`;
  const link = safeLink(input.actionUrl);
  const text = [
    greeting,
    '',
    copy.intro,
    '',
    `    ${input.code}`,
    '',
    expiry,
    ...(link ? ['', `${copy.action}: ${link}`] : []),
    '',
    IGNORE_LINE,
    '',
    'Amplio',
  ].join('\n');
  const button = link
    ? `<p style="margin:24px 0 0"><a href="${escapeHtml(link)}" style="display:inline-block;background:${BRAND_COLOR};color:#ffffff;text-decoration:none;padding:10px 18px;border-radius:8px;font-weight:600">${escapeHtml(copy.action)}</a></p>`
    : '';
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(copy.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f5f3ff;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#1f2937">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:480px;background:#ffffff;border-radius:12px;overflow:hidden">
<tr><td style="background:${BRAND_COLOR};padding:16px 24px;color:#ffffff;font-size:20px;font-weight:700;letter-spacing:0.5px">Amplio</td></tr>
<tr><td style="padding:24px">
<h1 style="margin:0 0 12px;font-size:20px;color:#111827">${escapeHtml(copy.heading)}</h1>
<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(greeting)}</p>
<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(copy.intro)}</p>
<p style="margin:0 0 16px;font-size:32px;font-weight:700;letter-spacing:8px;color:${BRAND_COLOR};font-family:'SFMono-Regular',Menlo,Consolas,monospace">${escapeHtml(input.code)}</p>
<p style="margin:0;line-height:1.5">${escapeHtml(expiry)}</p>${button}
<p style="margin:24px 0 0;font-size:13px;line-height:1.5;color:#6b7280">${escapeHtml(IGNORE_LINE)}</p>
</td></tr></table>
</td></tr></table>
</body></html>`;
  return { to: input.to, subject: copy.subject, text, html };
}
