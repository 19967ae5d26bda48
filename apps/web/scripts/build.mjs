// Builds the web app, then prerenders the marketing pages to static HTML (see docs/decisions/007-prerendered-marketing-pages.md).
//   1. the client build: the app (index.html) and the marketing entry (marketing.html, written from index.html so the
//      two heads never drift apart), with a manifest;
//   2. an SSR build of src/prerender/entry-server.tsx into a temporary folder;
//   3. each marketing route rendered into the marketing template: dist/<route>/index.html, and dist/home.html for '/';
//   4. the app's route table, dist/.vite/app-routes.json, from which the server tells known addresses from unknown ones.
// WEB_OUT_DIR builds elsewhere than dist/ (several engineers can build side by side).
// Always a production build, whatever NODE_ENV says (the README's default is development): Vite keeps a NODE_ENV it
// finds in the environment, and React's JSX transform follows it, so both the mode and NODE_ENV are set here, and
// the finished build is checked for React's development runtime.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { compile, optimize } from '@tailwindcss/node';
import { Scanner } from '@tailwindcss/oxide';
import { build } from 'vite';
import { marketingTemplateFrom } from './marketing-template.mjs';
import { assertProductionRuntime } from './production-runtime.mjs';

process.env.NODE_ENV = 'production';
const mode = 'production';

const webRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = resolve(webRoot, process.env.WEB_OUT_DIR ?? 'dist');
// Inside the workspace, so the SSR bundle resolves react, react-router and friends from node_modules.
const cacheDir = join(webRoot, 'node_modules/.cache');
mkdirSync(cacheDir, { recursive: true });
const ssrDir = mkdtempSync(join(cacheDir, 'amplio-ssr-'));

const marketingTemplate = join(webRoot, 'marketing.html');

/** The marketing template, from the app's index.html (scripts/marketing-template.mjs). */
function writeMarketingTemplate() {
  writeFileSync(marketingTemplate, marketingTemplateFrom(readFileSync(join(webRoot, 'index.html'), 'utf8')));
}

try {
  writeMarketingTemplate();
  // Two graphs, so each tree-shakes on its own: the marketing entry never shares a chunk (or its unused
  // exports) with the app, whose data router and dashboards stay out of the marketing pages.
  await build({ mode, root: webRoot, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  await build({
    mode,
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
    mode,
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

  // Each page inlines only the CSS its own HTML uses (about a third of the full sheet): the browser parses and
  // matches less before the first paint. The full marketing sheet, which covers every state React can render
  // (open menus, dialogs, toasts), is loaded by the boot script before hydration starts.
  const fullCssFile = manifest[entryKey].css?.[0];
  if (!fullCssFile) throw new Error('the marketing entry has no stylesheet');
  const fullCss = readFileSync(join(outDir, fullCssFile), 'utf8');
  const fontFaces = (fullCss.match(/@font-face\{[^}]*\}/g) ?? []).join('');
  const stylesSource = readFileSync(join(webRoot, 'src/styles.css'), 'utf8');
  const pageStylesheet = async (markup) => {
    const compiler = await compile(stylesSource, { base: join(webRoot, 'src'), onDependency() {} });
    const candidates = new Scanner({}).scanFiles([{ content: markup, extension: 'html' }]);
    return fontFaces + optimize(compiler.build(candidates), { minify: true }).code;
  };
  const inlineStyles = (html, css) =>
    html.replace(
      /<link rel="stylesheet"[^>]*href="\/assets\/[^"]+\.css"[^>]*>/,
      () => `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`,
    );

  // Hydration waits for the visitor: a tiny deferred script (the only JavaScript before the page shows) starts it
  // on the first pointer, key, touch or scroll (or after 5 s), then preloads the page's chunks and imports the marketing entry. The page paints
  // from its HTML and inline CSS alone; the ~90 KiB of React and the app never compete with it.
  const entryFile = manifest[entryKey].file;
  const boot = [
    '(function () {',
    '  var s = document.currentScript; var entry = s.dataset.entry; var css = s.dataset.css; var preload = (s.dataset.preload || "").split(",").filter(Boolean);',
    '  var started = false;',
    '  function go() {',
    '    if (started) return; started = true;',
    '    preload.forEach(function (href) { var l = document.createElement("link"); l.rel = "modulepreload"; l.crossOrigin = ""; l.href = href; document.head.appendChild(l); });',
    // React may render classes the page's own HTML never used: hydrate once the full sheet is in.
    '    var sheet = document.createElement("link"); sheet.rel = "stylesheet"; sheet.href = css;',
    '    sheet.onload = sheet.onerror = function () { import(entry); };',
    '    document.head.appendChild(sheet);',
    '  }',
    // A button pressed before hydration: start at once and press it again once React has taken over.
    '  document.addEventListener("click", function (e) {',
    '    if (document.documentElement.dataset.hydrated) return;',
    '    var b = e.target && e.target.closest && e.target.closest("button");',
    '    if (b) { window.__amplioPendingClick = b; go(); }',
    '  }, true);',
    // The first sign of a person (pointer, key, touch, scroll) starts hydration; otherwise it waits until the page
    // has been quiet for a while, so it never competes with loading and painting.
    '  ["pointerdown", "pointermove", "keydown", "touchstart", "wheel", "scroll", "focusin"].forEach(function (t) {',
    '    window.addEventListener(t, go, { capture: true, once: true, passive: true });',
    '  });',
    '  setTimeout(go, 5000);',
    '})();',
    '',
  ].join('\n');
  const bootFile = `assets/boot-${createHash('sha256').update(boot).digest('base64url').slice(0, 8)}.js`;
  writeFileSync(join(outDir, bootFile), boot);
  const withoutEntryTags = (html) =>
    html
      .replace(/<script type="module"[^>]*src="\/assets\/[^"]+"[^>]*><\/script>\s*/g, '')
      .replace(/<link rel="modulepreload"[^>]*>\s*/g, '');

  const { renderPage, prerenderPaths, appRoutes } = await import(pathToFileURL(join(ssrDir, 'entry-server.js')).href);
  const escapeHtml = (s) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  const sizes = [];
  for (const path of prerenderPaths) {
    const page = await renderPage(path);
    const preloads = [...entryFiles]
      .filter((file) => file !== entryFile)
      .concat(staticChunks(page.source).filter((file) => !entryFiles.has(file)));
    const bootTag = `<script defer src="/${bootFile}" data-entry="/${entryFile}" data-css="/${fullCssFile}" data-preload="${preloads.map((file) => `/${file}`).join(',')}"></script>`;
    const css = await pageStylesheet(`${template}${page.html}`);
    const html = inlineStyles(withoutEntryTags(template), css)
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
      .replace(/(<meta\s+name="description"\s+content=")[^"]*(")/, `$1${escapeHtml(page.description)}$2`)
      .replace(/(<meta\s+property="og:title"\s+content=")[^"]*(")/, `$1${escapeHtml(page.title)}$2`)
      .replace(/(<meta\s+property="og:description"\s+content=")[^"]*(")/, `$1${escapeHtml(page.description)}$2`)
      .replace('</head>', `${bootTag}</head>`)
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
  // The server answers 404 (with the app's not-found page) to any other address.
  writeFileSync(join(outDir, '.vite/app-routes.json'), JSON.stringify(appRoutes));
  assertProductionRuntime(outDir);
  console.log(`Prerendered ${sizes.length} marketing pages: ${sizes.join(', ')}`);
} finally {
  rmSync(ssrDir, { recursive: true, force: true });
  rmSync(marketingTemplate, { force: true });
}
