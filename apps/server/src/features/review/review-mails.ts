import { escapeHtml } from '../../lib/html';
import { mailButton, mailDocument, mailGreeting, safeMailLink } from '../mail/mail-layout';
import type { OutgoingMail } from '../mail/mail-transports';

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
  const greeting = mailGreeting(input.name);
  const link = safeMailLink(input.actionUrl);
  const subject = input.title.replace(/[\r\n]+/g, ' ').slice(0, 200);
  const text = [greeting, '', input.message, ...(link ? ['', `${input.action}: ${link}`] : []), '', 'Amplio'].join('\n');
  const button = link ? mailButton(link, input.action) : '';
  const html = mailDocument({
    title: subject,
    heading: subject,
    greeting,
    // The brand's reason keeps its line breaks.
    body: `<p style="margin:0;line-height:1.5;white-space:pre-line">${escapeHtml(input.message)}</p>${button}`,
  });
  return { to: input.to, subject, text, html };
}
