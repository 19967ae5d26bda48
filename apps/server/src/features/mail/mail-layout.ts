import { escapeHtml } from '../../lib/html';

/** The one layout every Amplio e-mail uses: a purple header bar, a white card, a heading and a greeting. */

export const MAIL_BRAND_COLOR = '#6D28D9';

/** "Hi Asha," or "Hi," when the name is unknown or blank. */
export function mailGreeting(name: string | null | undefined): string {
  const trimmed = name?.trim();
  return trimmed ? `Hi ${trimmed},` : 'Hi,';
}

/** Only http(s) links go into a mail; anything else (javascript:, a relative path) is dropped. */
export const safeMailLink = (url: string | null | undefined): string | null => (url && /^https?:\/\//i.test(url) ? url : null);

/** The call-to-action button (the link and its label are escaped here). */
export const mailButton = (link: string, label: string): string =>
  `<p style="margin:24px 0 0"><a href="${escapeHtml(link)}" style="display:inline-block;background:${MAIL_BRAND_COLOR};color:#ffffff;text-decoration:none;padding:10px 18px;border-radius:8px;font-weight:600">${escapeHtml(label)}</a></p>`;

/** A paragraph of plain text (escaped), spaced from what follows. */
export const mailParagraph = (text: string): string => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(text)}</p>`;

/**
 * The whole HTML document: `title` for the tab, `heading` and `greeting` escaped here; `body` is the HTML that follows
 * the greeting, which the caller has escaped.
 */
export function mailDocument(input: { title: string; heading: string; greeting: string; body: string }): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(input.title)}</title></head>
<body style="margin:0;padding:24px;background:#f5f3ff;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#1f2937">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:480px;background:#ffffff;border-radius:12px;overflow:hidden">
<tr><td style="background:${MAIL_BRAND_COLOR};padding:16px 24px;color:#ffffff;font-size:20px;font-weight:700;letter-spacing:0.5px">Amplio</td></tr>
<tr><td style="padding:24px">
<h1 style="margin:0 0 12px;font-size:20px;color:#111827">${escapeHtml(input.heading)}</h1>
${mailParagraph(input.greeting)}
${input.body}
</td></tr></table>
</td></tr></table>
</body></html>`;
}
