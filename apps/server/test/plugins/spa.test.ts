import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';

const page = (marker: string) =>
  `<!doctype html><html lang="en"><head><meta name="csrf-token" content=""><title>${marker}</title></head><body>${'<p>filler</p>'.repeat(200)}<div id="app">${marker}</div></body></html>`;

let t: TestApp;
beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'amplio-spa-'));
  writeFileSync(join(dist, 'index.html'), page('app shell'));
  writeFileSync(join(dist, 'home.html'), page('prerendered home'));
  mkdirSync(join(dist, 'brand'));
  writeFileSync(join(dist, 'brand', 'index.html'), page('prerendered brand'));
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
