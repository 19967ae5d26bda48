// Builds the web app, then prerenders the marketing pages to static HTML (see docs/decisions/006-prerendered-marketing-pages.md).
//   1. the client build: the app (index.html) and the marketing entry (marketing.html), with a manifest;
//   2. an SSR build of src/prerender/entry-server.tsx into a temporary folder;
//   3. each marketing route rendered into the marketing template: dist/<route>/index.html, and dist/home.html for '/'.
// WEB_OUT_DIR builds elsewhere than dist/ (several engineers can build side by side).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const webRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = resolve(webRoot, process.env.WEB_OUT_DIR ?? 'dist');
// Inside the workspace, so the SSR bundle resolves react, react-router and friends from node_modules.
const cacheDir = join(webRoot, 'node_modules/.cache');
mkdirSync(cacheDir, { recursive: true });
const ssrDir = mkdtempSync(join(cacheDir, 'amplio-ssr-'));

try {
  // Two graphs, so each tree-shakes on its own: the marketing entry never shares a chunk (or its unused
  // exports) with the app, whose data router and dashboards stay out of the marketing pages.
  await build({ root: webRoot, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  await build({
    root: webRoot,
    logLevel: 'warn',
    build: {
      outDir,
      emptyOutDir: false,
      manifest: '.vite/marketing-manifest.json',
      sourcemap: process.env.WEB_SOURCEMAP === '1',
      rollupOptions: { input: { marketing: join(webRoot, 'marketing.html') } },
    },
  });
  await build({
    root: webRoot,
    logLevel: 'warn',
    ssr: { noExternal: ['@amplio/shared'] },
    build: { ssr: join(webRoot, 'src/prerender/entry-server.tsx'), outDir: ssrDir, emptyOutDir: true, copyPublicDir: false },
  });

  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/marketing-manifest.json'), 'utf8'));
  const template = readFileSync(join(outDir, 'marketing.html'), 'utf8');
  const entryKey = 'marketing.html';

  /** Every JS file a manifest entry pulls in statically, itself first. */
  const staticChunks = (key, seen = new Set()) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return [];
    seen.add(key);
    return [chunk.file, ...(chunk.imports ?? []).flatMap((k) => staticChunks(k, seen))];
  };
  const entryFiles = new Set(staticChunks(entryKey));

  // The stylesheet goes inline: a prerendered page then paints from its HTML alone, with no request in between.
  const inlineStyles = (html) =>
    html.replace(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g, (_tag, file) => {
      const css = readFileSync(join(outDir, file), 'utf8').replace(/<\/style/gi, '<\\/style');
      return `<style>${css}</style>`;
    });

  const { renderPage, prerenderPaths } = await import(pathToFileURL(join(ssrDir, 'entry-server.js')).href);
  const escapeHtml = (s) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  const sizes = [];
  for (const path of prerenderPaths) {
    const page = await renderPage(path);
    const preloads = staticChunks(page.source).filter((file) => !entryFiles.has(file));
    const links = preloads.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('');
    const html = inlineStyles(template)
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
      .replace(/(<meta\s+name="description"\s+content=")[^"]*(")/, `$1${escapeHtml(page.description)}$2`)
      .replace(/(<meta\s+property="og:title"\s+content=")[^"]*(")/, `$1${escapeHtml(page.title)}$2`)
      .replace(/(<meta\s+property="og:description"\s+content=")[^"]*(")/, `$1${escapeHtml(page.description)}$2`)
      .replace('</head>', `${links}</head>`)
      .replace('<!--app-html-->', page.html);
    if (!html.includes('<meta name="csrf-token" content="">') && !html.includes('<meta name="csrf-token" content="" />')) {
      throw new Error(`${path}: the csrf-token meta tag went missing`);
    }
    const file = path === '/' ? join(outDir, 'home.html') : join(outDir, path.slice(1), 'index.html');
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, html);
    sizes.push(`${path} ${Math.round(html.length / 1024)} KiB`);
  }
  rmSync(join(outDir, 'marketing.html'));
  console.log(`Prerendered ${sizes.length} marketing pages: ${sizes.join(', ')}`);
} finally {
  rmSync(ssrDir, { recursive: true, force: true });
}
