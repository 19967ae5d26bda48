import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeSecurityHeaders, securityHeaderOptions } from '../../src/plugins/security';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';

// The headers helmet sent on every answer when it ran per request (recorded before the headers were precomputed):
// computing them once must not change a single one.
const CSP =
  "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: blob:;media-src 'self' blob:;font-src 'self';connect-src 'self';object-src 'none';base-uri 'self';form-action 'self';frame-ancestors 'none';frame-src 'self'";
const HELMET_HEADERS = {
  'content-security-policy': CSP,
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};
const PRODUCTION_HEADERS = {
  ...HELMET_HEADERS,
  'content-security-policy': `${CSP};upgrade-insecure-requests`,
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
};

/** A built web app with one hashed asset and one plain static file. */
function webDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'amplio-headers-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><meta name="csrf-token" content=""></head><body>app</body></html>');
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
  writeFileSync(join(dist, 'robots.txt'), 'User-agent: *');
  return dist;
}

const ANSWERS = [
  ['an API answer', { url: '/api/user' }, 401],
  ['an unknown API path', { url: '/api/nothing-here' }, 404],
  ['a page of the app', { url: '/brand/login' }, 200],
  ['a hashed asset', { url: '/assets/app-1234.js' }, 200],
  ['a plain static file', { url: '/robots.txt' }, 200],
  ['a write refused for its CSRF token', { url: '/brand/login', method: 'POST', payload: {} }, 419],
  ['the API document', { url: '/docs/json' }, 200],
] as const;

describe.each([
  ['development', {}, HELMET_HEADERS],
  ['production', { NODE_ENV: 'production', APP_URL: 'https://amplio.example' }, PRODUCTION_HEADERS],
])('security headers in %s', (_mode, env, expected) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ webDistDir: webDist(), env });
  });
  afterAll(() => t.close());

  it.each(ANSWERS)('sends every one of them on %s', async (_name, options, status) => {
    const res = await t.app.inject(options as never);
    expect(res.statusCode).toBe(status);
    expect(res.headers).toMatchObject(expected);
    expect(res.headers['x-request-id']).toMatch(/^[\w-]{8}-[0-9a-z]+$/);
  });

  it('sends none of them, nor a request id, on the probes', async () => {
    for (const url of ['/healthz', '/readyz']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      for (const name of Object.keys(expected)) expect(res.headers[name], `${url} ${name}`).toBeUndefined();
      expect(res.headers['set-cookie']).toBeUndefined();
      expect(res.headers['x-request-id']).toBeUndefined();
    }
  });
});

describe('computeSecurityHeaders', () => {
  it('answers what helmet sends for the options, with S3 reads allowed for images and media', async () => {
    const headers = await computeSecurityHeaders(securityHeaderOptions({ production: false, fileOrigin: 'https://bucket.s3.example' }));
    expect(headers['content-security-policy']).toContain("img-src 'self' data: blob: https://bucket.s3.example;");
    expect(headers['content-security-policy']).toContain("media-src 'self' blob: https://bucket.s3.example;");
    expect(Object.keys(headers).sort()).toEqual(Object.keys(HELMET_HEADERS).sort());
  });
});

describe('request ids', () => {
  it('gives each request its own id, and two nodes never the same ones', async () => {
    const [a, b] = await Promise.all([buildTestApp(), buildTestApp()]);
    try {
      const ids = [];
      for (const t of [a, b, a, b]) ids.push((await t.app.inject({ url: '/api/user' })).headers['x-request-id']);
      expect(new Set(ids).size).toBe(4);
      expect(String(ids[0]).slice(0, 8)).not.toBe(String(ids[1]).slice(0, 8));
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
