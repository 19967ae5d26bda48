import { escapeHtml } from '../../lib/html';

export interface NewsletterPageAction {
  /** Where the button posts: a same-origin path. */
  url: string;
  label: string;
  /** Hidden form fields, e.g. the link's token. */
  fields: Record<string, string>;
}

const TONES = {
  success: {
    accent: '#15803d',
    badge: '#dcfce7',
    icon: '<path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"/>',
  },
  error: {
    accent: '#b91c1c',
    badge: '#fee2e2',
    icon: '<path d="M12 7v6m0 4h.01" fill="none" stroke="currentColor" stroke-width="2.2" stroke-linecap="round"/>',
  },
  action: {
    accent: '#6d28d9',
    badge: '#ede9fe',
    icon: '<path d="M4 7l8 6 8-6M5 5h14a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1z" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linejoin="round"/>',
  },
} as const;

function renderForm(action: NewsletterPageAction): string {
  const hidden = Object.entries(action.fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  return `<form method="post" action="${escapeHtml(action.url)}">${hidden}<button type="submit">${escapeHtml(action.label)}</button></form>`;
}

/**
 * The small page a confirm or unsubscribe link opens: self-contained, so it works without the web app's build.
 * With an action, it shows a button that posts the link's token: the link itself changes nothing.
 */
export function renderNewsletterPage(input: {
  title: string;
  message: string;
  tone: keyof typeof TONES;
  action?: NewsletterPageAction;
}): string {
  const tone = TONES[input.tone];
  const home = input.action
    ? '<a class="secondary" href="/">Back to the home page</a>'
    : '<a class="primary" href="/">Go to the Amplio home page</a>';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(input.title)} · Amplio</title>
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<style>
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:linear-gradient(180deg,#f5f3ff,#fff);font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#0f172a;padding:24px;box-sizing:border-box}
main{max-width:480px;width:100%;background:#fff;border:1px solid #e2e8f0;border-radius:12px;padding:32px;box-shadow:0 1px 2px rgb(15 23 42/.04),0 12px 32px rgb(15 23 42/.08);box-sizing:border-box}
.badge{display:inline-flex;width:44px;height:44px;border-radius:999px;align-items:center;justify-content:center;background:${tone.badge};color:${tone.accent}}
h1{font-size:24px;letter-spacing:-.02em;margin:20px 0 8px}
p{color:#475569;line-height:1.55;margin:0 0 24px}
.actions{display:flex;flex-wrap:wrap;gap:12px;align-items:center}
form{margin:0}
button,a{display:inline-flex;align-items:center;min-height:44px;padding:10px 18px;line-height:1.2;border-radius:10px;font:inherit;font-weight:600;text-decoration:none;cursor:pointer;box-sizing:border-box}
button,a.primary{background:#6d28d9;color:#fff;border:0}
button:hover,a.primary:hover{background:#5b21b6}
a.secondary{color:#5b21b6;background:transparent;border:1px solid #ddd6fe}
a.secondary:hover{background:#f5f3ff}
button:focus-visible,a:focus-visible{outline:2px solid #6d28d9;outline-offset:2px}
</style></head>
<body><main>
<span class="badge" aria-hidden="true"><svg width="24" height="24" viewBox="0 0 24 24">${tone.icon}</svg></span>
<h1>${escapeHtml(input.title)}</h1>
<p role="status">${escapeHtml(input.message)}</p>
<div class="actions">${input.action ? renderForm(input.action) : ''}${home}</div>
</main></body></html>`;
}
