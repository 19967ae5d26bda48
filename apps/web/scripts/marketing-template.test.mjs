import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { marketingTemplateFrom } from './marketing-template.mjs';

const indexHtml = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '..', 'index.html'), 'utf8');
const between = (html, from, to) => html.slice(html.indexOf(from), html.indexOf(to, html.indexOf(from)));

describe('the HTML shell (issue 25: a cold load stayed blank for 2.5 s)', () => {
  it('draws a skeleton of the app shell from inline CSS, with nothing to fetch and no script', () => {
    expect(indexHtml).toContain('<div id="app-shell"');
    const head = between(indexHtml, '<!--app-shell-->', '<!--/app-shell-->');
    expect(head).toContain('<style>');
    expect(head).toContain('#app-shell');
    const body = between(indexHtml, '<div id="app"></div>', '<!--/app-shell-->');
    expect(body).not.toMatch(/<script|<link|<img|src=|url\(/);
    // Screen readers hear that the app is loading; the shapes themselves are hidden from them.
    expect(body).toContain('Loading Amplio…');
    expect(body).toContain('aria-hidden="true"');
  });

  it('honours reduced motion', () => {
    expect(indexHtml).toMatch(/@media \(prefers-reduced-motion: reduce\)[^}]*animation: none/);
  });

  it('leaves the skeleton out of the marketing pages, whose prerendered HTML paints at once', () => {
    const marketing = marketingTemplateFrom(indexHtml);
    expect(marketing).not.toContain('app-shell');
    expect(marketing).not.toContain('as-pulse');
    expect(marketing).toContain('<div id="app"><!--app-html--></div>');
    expect(marketing).toContain('src="/src/entry-marketing.tsx"');
  });
});
