import { escapeHtml } from '../../lib/html';
import { mailButton, mailDocument, mailGreeting, safeMailLink } from './mail-layout';
import type { OutgoingMail } from './mail-transports';

/**
 * A notice about something that happened to the user's work or money (a review decision, a closed script, a payment
 * refunded): the title as the subject, the message, and a button to the page where they act on it. Everything from
 * users (product names, a brand's reason, names) is escaped; only http(s) links are used.
 */
export function noticeMail(input: {
  to: string;
  name: string | null;
  title: string;
  message: string;
  /** Absolute link to the page where the creator acts on it. */
  actionUrl: string | null;
  action: string;
  /** The one-click unsubscribe page of this kind of e-mail, shown at the foot. */
  unsubscribeUrl?: string;
}): OutgoingMail {
  const greeting = mailGreeting(input.name);
  const link = safeMailLink(input.actionUrl);
  const subject = input.title.replace(/[\r\n]+/g, ' ').slice(0, 200);
  const unsubscribe = safeMailLink(input.unsubscribeUrl);
  const text = [
    greeting,
    '',
    input.message,
    ...(link ? ['', `${input.action}: ${link}`] : []),
    '',
    'Amplio',
    ...(unsubscribe ? ['', `Stop these e-mails: ${unsubscribe}`] : []),
  ].join('\n');
  const button = link ? mailButton(link, input.action) : '';
  const footer = unsubscribe
    ? `<p style="margin:24px 0 0;font-size:12px;color:#6b7280"><a href="${escapeHtml(unsubscribe)}" style="color:#6b7280">Stop these e-mails</a></p>`
    : '';
  const html = mailDocument({
    title: subject,
    heading: subject,
    greeting,
    // A reason typed by a user keeps its line breaks.
    body: `<p style="margin:0;line-height:1.5;white-space:pre-line">${escapeHtml(input.message)}</p>${button}${footer}`,
  });
  return { to: input.to, subject, text, html };
}
