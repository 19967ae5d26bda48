// The marketing template: the app's index.html with a slot for the prerendered markup and the marketing entry. The
// app shell's skeleton (between <!--app-shell--> markers: its inline style and its markup) is the app's alone: the
// prerendered pages paint their own HTML at once and keep their page-weight budget.
const APP_SHELL = /\s*<!--app-shell-->[\s\S]*?<!--\/app-shell-->/g;

export function marketingTemplateFrom(indexHtml) {
  const marketing = indexHtml
    .replace(APP_SHELL, '')
    .replace('<div id="app"></div>', '<div id="app"><!--app-html--></div>')
    .replace(/\s*<noscript>[\s\S]*?<\/noscript>/, '')
    .replace('src="/src/main.tsx"', 'src="/src/entry-marketing.tsx"');
  if (
    !marketing.includes('<!--app-html-->') ||
    !marketing.includes('/src/entry-marketing.tsx') ||
    marketing.includes('<noscript>') ||
    marketing.includes('app-shell')
  ) {
    throw new Error('index.html no longer has the shape the marketing template is made from');
  }
  return marketing;
}
