import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSpa } from '../../src/plugins/spa';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';

const page = (marker: string) =>
  `<!doctype html><html lang="en"><head><meta name="csrf-token" content=""><title>${marker}</title></head><body>${'<p>filler</p>'.repeat(200)}<div id="app">${marker}</div></body></html>`;

/** The shape the web build writes (apps/web/scripts/build.mjs), with routes of each kind the table holds. */
const APP_ROUTES = {
  paths: [
    '/',
    '/brand',
    '/about',
    '/testing',
    '/brand-register',
    '/brand/login',
    '/brand-Login',
    '/brand-login',
    '/brand/dashboard',
    '/brand/campaigns',
    '/brand/campaigns/:id',
    '/brand/campaigns/edit/:id',
    '/brand/receipts/:fundingId',
    '/brand/management/add',
    '/creator/dashboard/overview',
    '/creator/dashboard/campaigns/:campaignId/submit',
    '/creator/campaigns/:campaignId',
    '/ops',
    '/ops/payouts',
  ],
  public_paths: ['/', '/brand', '/about', '/brand-register', '/brand/login', '/brand-Login', '/brand-login'],
};

const SKELETON = '<!--app-shell--><div id="app-shell">skeleton</div><!--/app-shell-->';

let t: TestApp;
beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'amplio-spa-'));
  writeFileSync(join(dist, 'index.html'), page('app shell').replace('<body>', `<body>${SKELETON}`));
  writeFileSync(join(dist, 'home.html'), page('prerendered home'));
  mkdirSync(join(dist, 'brand'));
  writeFileSync(join(dist, 'brand', 'index.html'), page('prerendered brand'));
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, '.vite', 'app-routes.json'), JSON.stringify(APP_ROUTES));
  t = await buildTestApp({ webDistDir: dist });
});
afterAll(() => t.close());

describe('serving the built web app', () => {
  it('serves the prerendered home page for / and the page of a prerendered route', async () => {
    expect((await t.app.inject({ url: '/' })).body).toContain('prerendered home');
    expect((await t.app.inject({ url: '/brand' })).body).toContain('prerendered brand');
    expect((await t.app.inject({ url: '/brand/' })).body).toContain('prerendered brand');
    expect((await t.app.inject({ url: '/brand-register' })).body).toContain('app shell');
  });

  it('injects the session CSRF token into the meta tag of every page', async () => {
    const res = await t.app.inject({ url: '/brand' });
    const token = res.body.match(/<meta name="csrf-token" content="([^"]+)">/)?.[1];
    expect(token).toBeTruthy();
    expect(res.headers['cache-control']).toBe('no-cache, private');
  });

  it('compresses the HTML with brotli or gzip when the browser accepts it', async () => {
    const br = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('prerendered home');
    const gz = await t.app.inject({ url: '/brand', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toContain('prerendered brand');
    const plain = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('prerendered home');
  });

  it('serves public pages without an opener policy and keeps same-origin on the app', async () => {
    expect((await t.app.inject({ url: '/' })).headers['cross-origin-opener-policy']).toBe('unsafe-none');
    expect((await t.app.inject({ url: '/brand' })).headers['cross-origin-opener-policy']).toBe('unsafe-none');
    expect((await t.app.inject({ url: '/brand-login' })).headers['cross-origin-opener-policy']).toBe('same-origin');
    expect((await t.app.inject({ url: '/dashboard' })).headers['cross-origin-opener-policy']).toBe('same-origin');
    expect((await t.app.inject({ url: '/api/nothing-here' })).headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  it('cannot be walked out of the build folder', async () => {
    const res = await t.app.inject({ url: '/..%2f..%2fetc/passwd' });
    expect(res.body).toContain('app shell');
  });
});

describe('unknown addresses', () => {
  it('answers 404 with the app shell, which shows the not-found page, for an address the app has no route for', async () => {
    for (const url of ['/nope', '/foo/bar', '/about/team', '/assets/missing.js', '/brandx']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(res.body, url).toContain('app shell');
      expect(res.body, url).toMatch(/<meta name="csrf-token" content="[^"]+">/);
    }
  });

  it('answers HEAD for an unknown address with 404 too', async () => {
    expect((await t.app.inject({ method: 'HEAD', url: '/nope' })).statusCode).toBe(404);
  });

  it('keeps 200 for every route of the table, its aliases, parameters, a trailing slash and a query', async () => {
    for (const url of [
      '/',
      '/brand',
      '/about',
      '/about/',
      '/testing',
      '/brand-register?step=2',
      '/brand-Login',
      '/brand-login',
      '/BRAND-REGISTER',
    ]) {
      expect((await t.app.inject({ url })).statusCode, url).toBe(200);
    }
    expect((await t.app.inject({ url: '/brand/campaigns/42' })).statusCode).toBe(200);
  });

  it('keeps 200 for the routes of the signed-in areas, parameters included', async () => {
    for (const url of [
      '/brand/dashboard',
      '/brand/campaigns/edit/0b7c',
      '/brand/receipts/abc',
      '/brand/management/add',
      '/creator/dashboard/overview',
      '/creator/dashboard/campaigns/9/submit',
      '/creator/campaigns/9',
      '/ops',
      '/ops/payouts/',
    ]) {
      expect((await t.app.inject({ url })).statusCode, url).toBe(200);
    }
  });

  it('draws the signed-in skeleton only for the signed-in areas, never before a public page or the not-found page', async () => {
    for (const url of ['/brand/dashboard', '/brand/campaigns/abc', '/creator/dashboard/overview', '/ops/payouts']) {
      expect((await t.app.inject({ url })).body, url).toContain('id="app-shell"');
    }
    for (const url of ['/brand/login', '/brand-login/', '/brand-register?plan=growth', '/nope', '/brand/no-such-thing']) {
      const res = await t.app.inject({ url });
      expect(res.body, url).toContain('app shell');
      expect(res.body, url).not.toContain('app-shell');
    }
  });

  it('answers 404 with the app shell for an unknown address inside a signed-in area', async () => {
    for (const url of ['/brand/no-such-thing', '/brand/dashboard/extra', '/creator/dashboard/nope', '/creator/x', '/ops/nothing']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(res.body, url).toContain('app shell');
    }
  });

  it('answers JSON 404 under /api, as before', async () => {
    const api = await t.app.inject({ url: '/api/nothing-here' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: expect.any(String) });
  });

  it('answers 400, not 500, to an address that is not valid percent-encoding, without echoing it', async () => {
    const res = await t.app.inject({ url: '/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'This address is not valid. Check the link and try again.' });
  });
});

describe('a build without a route table', () => {
  it('answers every address with the app shell and 200, as before the table existed', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'amplio-spa-'));
    writeFileSync(join(dist, 'index.html'), page('app shell'));
    const app = await buildTestApp({ webDistDir: dist });
    try {
      const res = await app.app.inject({ url: '/nope' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('app shell');
    } finally {
      await app.close();
    }
  });
});

describe('request logs of static files', () => {
  it('logs nothing for a static file served, while an API call keeps its per-request lines', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'amplio-spa-'));
    writeFileSync(join(dist, 'index.html'), page('app shell'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'assets', 'app-1a2b3c.js'), 'console.log(1)');
    writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const lines: { msg?: string; static?: boolean }[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).trim().split('\n')) lines.push(JSON.parse(line));
        done();
      },
    });
    const app = Fastify({ logger: { level: 'info', stream } });
    await registerSpa(app, { distDir: dist });
    app.get('/api/ping', async () => ({ ok: true }));
    try {
      const asset = await app.inject({ url: '/assets/app-1a2b3c.js' });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect((await app.inject({ url: '/favicon.svg' })).statusCode).toBe(200);
      expect(lines).toEqual([]);
      await app.inject({ url: '/api/ping' });
      expect(lines.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
    } finally {
      await app.close();
    }
  });
});
