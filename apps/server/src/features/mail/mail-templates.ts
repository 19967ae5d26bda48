import { OTP_LIFETIME_MS } from '@amplio/shared/constants/limits';
import { escapeHtml } from '../../lib/html';
import { MAIL_BRAND_COLOR, mailButton, mailDocument, mailGreeting, mailParagraph, safeMailLink } from './mail-layout';
import type { OutgoingMail } from './mail-transports';

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

/** Issue 25 §1: the code that confirms a new address for an existing account, sent to that address. */
export function emailChangeCodeMail(input: CodeMailInput): OutgoingMail {
  return codeMail(input, {
    subject: 'Your Amplio code to confirm your new email',
    heading: 'Confirm your new email',
    intro: 'Enter this code in your Amplio settings to make this your sign-in email. Until then your old email keeps working.',
    action: 'Open your settings',
  });
}

function codeMail(input: CodeMailInput, copy: CodeMailCopy): OutgoingMail {
  const greeting = mailGreeting(input.name);
  const expiry = `The code expires in ${LIFETIME_MINUTES} minutes.`;
  const link = safeMailLink(input.actionUrl);
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
  const button = link ? mailButton(link, copy.action) : '';
  const html = mailDocument({
    title: copy.subject,
    heading: copy.heading,
    greeting,
    body: `${mailParagraph(copy.intro)}
<p style="margin:0 0 16px;font-size:32px;font-weight:700;letter-spacing:8px;color:${MAIL_BRAND_COLOR};font-family:'SFMono-Regular',Menlo,Consolas,monospace">${escapeHtml(input.code)}</p>
<p style="margin:0;line-height:1.5">${escapeHtml(expiry)}</p>${button}
<p style="margin:24px 0 0;font-size:13px;line-height:1.5;color:#6b7280">${escapeHtml(IGNORE_LINE)}</p>`,
  });
  return { to: input.to, subject: copy.subject, text, html };
}
