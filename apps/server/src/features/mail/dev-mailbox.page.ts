import type { MailOutboxRow } from '../../db/schema/index';
import { escapeHtml } from '../../lib/html';

const STYLE = `
body{margin:0;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;background:#f5f3ff;color:#1f2937}
header{background:#6D28D9;color:#fff;padding:16px 24px}
header h1{margin:0;font-size:20px}
header p{margin:4px 0 0;font-size:14px;opacity:.85}
main{max-width:860px;margin:0 auto;padding:24px}
form{display:flex;gap:8px;margin-bottom:16px}
input{flex:1;padding:8px 10px;border:1px solid #c4b5fd;border-radius:6px;font:inherit}
button,.clear{padding:8px 14px;border-radius:6px;border:0;background:#6D28D9;color:#fff;font:inherit;text-decoration:none}
.clear{background:#ede9fe;color:#4c1d95}
article{background:#fff;border-radius:10px;padding:16px 20px;margin-bottom:12px;box-shadow:0 1px 2px rgba(0,0,0,.06)}
article h2{margin:0 0 6px;font-size:16px}
.meta{font-size:13px;color:#6b7280;display:flex;gap:12px;flex-wrap:wrap}
.status{font-weight:600;color:#4c1d95}
pre{white-space:pre-wrap;word-break:break-word;background:#faf5ff;border-radius:6px;padding:12px;margin:12px 0 0;font-size:14px}
.empty{color:#6b7280}
`;

export function renderMailboxPage(input: { mails: MailOutboxRow[]; to?: string }): string {
  const to = input.to?.trim() ?? '';
  const items = input.mails
    .map(
      (m) => `<article>
<h2>${escapeHtml(m.subject)}</h2>
<div class="meta"><span>To: ${escapeHtml(m.to)}</span><time datetime="${escapeHtml(m.createdAt.toISOString())}">${escapeHtml(m.createdAt.toISOString().replace('T', ' ').slice(0, 19))} UTC</time><span class="status">${escapeHtml(m.status)}</span><a href="/dev/mailbox/${encodeURIComponent(m.id)}">HTML version</a></div>
<pre>${escapeHtml(m.text)}</pre>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Dev mailbox · Amplio</title><style>${STYLE}</style></head>
<body><header><h1>Dev mailbox</h1><p>Mail the app would have sent, newest first. Off in production. JSON: /dev/mailbox.json?to=</p></header>
<main>
<form method="get" action="/dev/mailbox"><input id="to" name="to" type="email" placeholder="Filter by recipient" value="${escapeHtml(to)}" aria-label="Filter by recipient"><button type="submit">Filter</button>${to ? '<a class="clear" href="/dev/mailbox">Clear</a>' : ''}</form>
${items || '<p class="empty">No mail yet.</p>'}
</main></body></html>`;
}
