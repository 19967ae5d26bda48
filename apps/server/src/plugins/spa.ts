import { existsSync, readFileSync } from 'node:fs';
import { join, normalize } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { HTTP_MESSAGES } from '@amplio/shared/constants/messages';
import { quietRequestLogs } from '../lib/quiet-request-logs';
import { loadKnownPaths, loadPublicPaths } from './spa-routes';

const CSRF_META = /<meta name="csrf-token" content="[^"]*"\s*\/?>/;
/** The signed-in areas' skeleton in index.html, between its markers (decision 042). */
const APP_SHELL_SKELETON = /<!--app-shell-->[\s\S]*?<!--\/app-shell-->/g;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const BROTLI = { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5, [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT } };

/**
 * The HTML answers come from the not-found handler, which @fastify/compress (it hooks routes as they are added)
 * never sees, so they are compressed here. A prerendered page is ~190 KB raw and ~25 KB compressed.
 */
async function compressFor(request: FastifyRequest, html: string): Promise<{ body: string | Buffer; encoding?: 'br' | 'gzip' }> {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (html.length < 1024) return { body: html };
  if (/\bbr\b/.test(accepted)) return { body: await brotli(html, BROTLI), encoding: 'br' };
  if (/\bgzip\b/.test(accepted)) return { body: await gzipAsync(html), encoding: 'gzip' };
  return { body: html };
}

/**
 * Serves the built web app: hashed assets with immutable caching, prerendered pages where the build made
 * them, and index.html for every other GET so deep links work. Each HTML answer carries the CSRF token. An address
 * the app has no route for gets the same index.html (which shows the not-found page) with status 404.
 */
export async function registerSpa(app: FastifyInstance, opts: { distDir: string }) {
  const { distDir } = opts;
  const isKnownPath = loadKnownPaths(distDir);
  const isPublicPath = loadPublicPaths(distDir);
  const pages = new Map<string, string>();
  const readPage = (file: string) => {
    let html = pages.get(file);
    if (html === undefined) {
      html = existsSync(file) ? readFileSync(file, 'utf8') : '';
      pages.set(file, html);
    }
    return html;
  };
  const shell = () =>
    readPage(join(distDir, 'index.html')) ||
    '<!doctype html><html lang="en"><head><meta name="csrf-token" content=""><title>Amplio</title></head><body><div id="app"><p>The web app is not built yet. Run <code>npm start</code>.</p></div></body></html>';

  // Public pages and the not-found page get the shell without the signed-in areas' skeleton: a dashboard frame
  // flashing before a sign-in form reads as a glitch.
  let bareShell: string | undefined;
  const shellWithoutSkeleton = () => {
    bareShell ??= shell().replace(APP_SHELL_SKELETON, '');
    return bareShell;
  };

  if (existsSync(distDir)) {
    // A page pulls a dozen files; they log warnings and errors only (a missing or unreadable file), not two lines each.
    await app.register(async (files) => {
      quietRequestLogs(files, { static: true });
      await files.register(fastifyStatic, {
        root: distDir,
        prefix: '/',
        index: false,
        wildcard: false,
        globIgnore: ['**/index.html', '**/*.html'],
        setHeaders(res, path) {
          if (path.includes('/assets/')) res.header('Cache-Control', 'public, max-age=31536000, immutable');
          else res.header('Cache-Control', 'public, max-age=3600');
        },
      });
    });
  }

  async function sendHtml(request: FastifyRequest, reply: FastifyReply, html: string, opts: { publicPage: boolean; status: 200 | 404 }) {
    const token = request.csrfToken(reply);
    // Public marketing pages hold nothing a cross-origin window could use, and an opener policy makes the browser
    // switch browsing-context groups on arrival (~50-100 ms of blocking time on a phone, docs/decisions/009).
    // The app, where accounts live, keeps helmet's same-origin.
    if (opts.publicPage) reply.header('Cross-Origin-Opener-Policy', 'unsafe-none');
    const page = html.replace(CSRF_META, `<meta name="csrf-token" content="${token}">`);
    reply
      .status(opts.status)
      .header('Cache-Control', 'no-cache, private')
      .header('Vary', 'Accept-Encoding')
      .type('text/html; charset=utf-8');
    if (request.method === 'HEAD') return reply.send(page);
    const { body, encoding } = await compressFor(request, page);
    if (encoding) reply.header('Content-Encoding', encoding);
    return reply.send(body);
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if ((request.method !== 'GET' && request.method !== 'HEAD') || path.startsWith('/api/') || path === '/api') {
      return reply.status(404).send({ message: HTTP_MESSAGES.notFound });
    }
    // A prerendered page lives at dist/<route>/index.html; the path is normalised so it cannot climb out.
    const safe = normalize(decodeURIComponent(path)).replace(/^(\.\.[/\\])+/, '');
    const prerendered = safe !== '/' && !safe.includes('\0') ? readPage(join(distDir, safe, 'index.html')) : '';
    const home = safe === '/' ? readPage(join(distDir, 'home.html')) : '';
    const publicHtml = prerendered || home;
    const status = publicHtml || isKnownPath(safe) ? 200 : 404;
    const appHtml = status === 404 || isPublicPath(safe) ? shellWithoutSkeleton() : shell();
    return sendHtml(request, reply, publicHtml || appHtml, { publicPage: publicHtml !== '', status });
  });
}
