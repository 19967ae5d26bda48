import { escapeHtml } from '../../lib/html';

/** The small page a confirm or unsubscribe link opens: self-contained, so it works without the web app's build. */
export function renderNewsletterPage(input: { title: string; message: string; tone: 'success' | 'error' }): string {
  const accent = input.tone === 'success' ? '#15803d' : '#b91c1c';
  const badge = input.tone === 'success' ? '#dcfce7' : '#fee2e2';
  const icon =
    input.tone === 'success'
      ? '<path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"/>'
      : '<path d="M12 7v6m0 4h.01" fill="none" stroke="currentColor" stroke-width="2.2" stroke-linecap="round"/>';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(input.title)} · Amplio</title>
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<style>
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:linear-gradient(180deg,#f5f3ff,#fff);font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#0f172a;padding:24px;box-sizing:border-box}
main{max-width:480px;width:100%;background:#fff;border:1px solid #e2e8f0;border-radius:12px;padding:32px;box-shadow:0 1px 2px rgb(15 23 42/.04),0 12px 32px rgb(15 23 42/.08)}
.badge{display:inline-flex;width:44px;height:44px;border-radius:999px;align-items:center;justify-content:center;background:${badge};color:${accent}}
h1{font-size:24px;letter-spacing:-.02em;margin:20px 0 8px}
p{color:#475569;line-height:1.55;margin:0 0 24px}
a{display:inline-flex;align-items:center;height:44px;padding:0 18px;border-radius:10px;background:#6d28d9;color:#fff;font-weight:600;text-decoration:none}
a:hover{background:#5b21b6}
a:focus-visible{outline:2px solid #6d28d9;outline-offset:2px}
</style></head>
<body><main>
<span class="badge" aria-hidden="true"><svg width="24" height="24" viewBox="0 0 24 24">${icon}</svg></span>
<h1>${escapeHtml(input.title)}</h1>
<p role="status">${escapeHtml(input.message)}</p>
<a href="/">Go to the Amplio home page</a>
</main></body></html>`;
}
