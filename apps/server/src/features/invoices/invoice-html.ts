import type { TInvoice } from '@amplio/shared/schemas/invoices';
import { escapeHtml } from '../../lib/html';
import { documentSections } from './invoice-lines';

/** The printable page of a tax invoice or credit note: the PDF's content as plain HTML, styled for paper too. */
export function renderInvoiceHtml(doc: TInvoice): string {
  const { title, sections } = documentSections(doc);
  const body = sections
    .map(
      (s) =>
        `<section><h2>${escapeHtml(s.heading)}</h2><dl>${s.rows
          .map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`)
          .join('')}</dl></section>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en-IN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<title>${escapeHtml(`${title} ${doc.number}`)}</title>
<style>
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1a1a;max-width:760px;margin:24px auto;padding:0 16px;line-height:1.45}
h1{font-size:24px;margin:0 0 16px}h2{font-size:16px;margin:20px 0 8px;border-bottom:1px solid #ddd;padding-bottom:4px}
dl{display:grid;grid-template-columns:minmax(120px,180px) 1fr;gap:4px 16px;margin:0}dt{font-weight:600}dd{margin:0;overflow-wrap:anywhere}
.actions{margin:16px 0}.actions a{margin-right:16px}footer{margin-top:24px;font-size:12px;color:#555}
@media print{.actions{display:none}body{margin:0}}
</style>
</head>
<body>
<h1>${escapeHtml(title)}</h1>
<p class="actions"><a href="${escapeHtml(`/api/brands/invoices/${doc.id}/pdf`)}">Download PDF</a></p>
${body}
<footer>This is a computer-generated document and needs no signature.</footer>
</body>
</html>
`;
}
