import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEWSLETTER_CONFIRM_LIFETIME_MS } from '@amplio/shared/schemas/newsletter';
import { SESSION_COOKIE } from '../../src/plugins/session';
import { buildTestApp, type TestAgent, type TestApp } from '../helpers/build-test-app';
import { fixtures, multipartBody } from '../helpers/file-fixtures';
import { latestMailTo } from '../helpers/mail-codes';
import { uploadTestRoutes } from '../helpers/upload-test-routes';

/**
 * What the app really answers against what /docs/json says it answers. The test app records each answer's route,
 * status and media type; a representative set of bad requests (anonymous, wrong role, wrong CSRF token, unknown id,
 * bad range, bad JSON, expired link…) must only get answers the document declares for that operation.
 */

type Responses = Record<string, { content?: Record<string, unknown> }>;
type Document = { paths: Record<string, Record<string, { responses: Responses }>> };

let t: TestApp;
let doc: Document;
let creator: TestAgent;
let brand: TestAgent;
let videoId: string;
let expired: string;

const html = { accept: 'text/html,application/xhtml+xml' };
const form = { ...html, 'content-type': 'application/x-www-form-urlencoded' };
/** `/api/files/:id` → `/api/files/{id}`, as @fastify/swagger writes it. */
const openApiPath = (route: string) => route.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

async function expiredConfirmToken(): Promise<string> {
  const email = `answers.${randomUUID().slice(0, 8)}@example.com`;
  await t.agent().post('/api/newsletter', { email });
  const token = (await latestMailTo(t.db, email))?.text.match(/\/newsletter\/confirm\?token=([^\s]+)/)?.[1];
  if (!token) throw new Error('no confirm link mailed');
  t.clock.advance(NEWSLETTER_CONFIRM_LIFETIME_MS + 1000);
  return decodeURIComponent(token);
}

beforeAll(async () => {
  t = await buildTestApp({ recordAnswers: true, extraRoutes: uploadTestRoutes });
  doc = (await t.app.inject({ url: '/docs/json' })).json();
  // First: it moves the clock past the link's life, which would end sessions made before.
  expired = await expiredConfirmToken();
  creator = await t.injectAs(await t.createUser({ userType: 'creator' }));
  brand = await t.injectAs(await t.createUser({ userType: 'brand' }));
  const { payload, headers } = multipartBody([{ name: 'video', filename: 'clip.mp4', data: fixtures.mp4(100) }]);
  videoId = (await creator.request({ method: 'POST', url: '/test/upload', payload, headers })).json().files.video;
  t.answers.length = 0;
});
afterAll(() => t.close());

describe('what the app answers, against /docs/json', () => {
  it('declares every status it gives (each 4xx above all) with the media type of its body', async () => {
    const anonymous = t.agent();
    await anonymous.ensureCsrf();
    const json = { 'content-type': 'application/json' };

    // A file: anonymous (no session, then a session without access), someone else's, an unsatisfiable range.
    await t.app.inject({ url: `/api/files/${videoId}` });
    await anonymous.get(`/api/files/${videoId}`);
    await brand.get(`/api/files/${videoId}`);
    await creator.get(`/api/files/${videoId}`, { range: 'bytes=500-' });

    // The newsletter's link pages and their buttons: a good link (an HTML page), an unknown token, an expired one, a
    // malformed query.
    const email = `answers.${randomUUID().slice(0, 8)}@example.com`;
    await t.agent().post('/api/newsletter', { email });
    for (const kind of ['confirm', 'unsubscribe']) {
      const path = (await latestMailTo(t.db, email))?.text.match(new RegExp(`(/newsletter/${kind}\\?token=[^\\s]+)`))?.[1];
      expect(path, kind).toBeDefined();
      await t.app.inject({ url: path!, headers: html });
    }
    await t.app.inject({ url: '/newsletter/confirm?token=nope', headers: html });
    await t.app.inject({ url: `/newsletter/confirm?token=${encodeURIComponent(expired)}`, headers: html });
    await t.app.inject({ url: '/newsletter/confirm?token=a&token=b', headers: html });
    await t.app.inject({ method: 'POST', url: '/newsletter/confirm', headers: form, payload: 'token=nope' });
    await t.app.inject({ method: 'POST', url: '/newsletter/confirm', headers: form, payload: `token=${encodeURIComponent(expired)}` });
    await t.app.inject({ method: 'POST', url: '/newsletter/confirm', headers: json, payload: '{"token":' });
    await t.app.inject({ url: '/newsletter/unsubscribe?token=nope', headers: html });
    await t.app.inject({ method: 'POST', url: '/newsletter/unsubscribe?token=nope', headers: form, payload: 'List-Unsubscribe=One-Click' });
    await t.app.inject({
      method: 'POST',
      url: '/newsletter/unsubscribe?token=nope',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });

    // A guarded write: anonymous, the wrong role, no CSRF token, unknown id, bad body, bad JSON, a type with no
    // parser, a body over the limit.
    const link = `/api/creator/social-links/${randomUUID()}`;
    const body = { platform: 'instagram', url: 'https://instagram.com/someone' };
    await anonymous.request({ method: 'PUT', url: link, payload: body });
    await brand.request({ method: 'PUT', url: link, payload: body });
    await creator.request({ method: 'PUT', url: link, payload: body, csrf: false });
    await creator.request({ method: 'PUT', url: link, payload: body });
    await creator.request({ method: 'PUT', url: link, payload: { url: 42 } });
    await creator.request({ method: 'PUT', url: link, payload: '{"url":', headers: json });
    await creator.request({ method: 'PUT', url: link, payload: '<url/>', headers: { 'content-type': 'application/xml' } });
    await creator.request({ method: 'PUT', url: link, payload: { url: 'x'.repeat(1_100_000) } });
    await anonymous.get('/api/user');

    // A rate limit: the newsletter sign-up allows 20 a window from one address.
    const reader = t.agent();
    for (let i = 0; i < 21; i++) await reader.post('/api/newsletter', { email: `limit.${i}@example.com` });

    const answered = t.answers.filter((a) => a.status >= 400);
    expect(new Set(answered.map((a) => a.status))).toEqual(new Set([400, 401, 403, 404, 410, 413, 415, 416, 419, 422, 429]));

    const undeclared = t.answers.flatMap(({ method, route, status, mediaType }) => {
      const where = `${method} ${route} ${status} ${mediaType}`;
      if (!route) return [`${where}: no route answered`];
      const responses = doc.paths[openApiPath(route)]?.[method.toLowerCase()]?.responses;
      if (!responses) return [`${where}: the operation is not in the document`];
      const declared = responses[String(status)];
      if (!declared) return [`${where}: status not declared`];
      // A body it sends must be in the declared content; "no content" is what documented an HTML page as nothing.
      if (mediaType && !(mediaType in (declared.content ?? {}))) return [`${where}: media type not declared`];
      return [];
    });
    expect(undeclared).toEqual([]);
  });

  it('answers no 4xx from the operations exempt from the 4xx lint rule, whoever asks', async () => {
    const exempt = ['/healthz', '/readyz', '/sanctum/csrf-cookie', '/brand/check-auth', '/creator/check-auth', '/ops/check-auth'];
    exempt.push('/api/brands/registration', '/api/creators/registration');
    const forged = { cookie: `${SESSION_COOKIE}=${'x'.repeat(43)}; XSRF-TOKEN=forged` };
    for (const url of exempt) {
      for (const res of [
        await t.app.inject({ url }),
        await t.app.inject({ url, headers: forged }),
        await creator.get(url),
        await brand.get(url),
      ]) {
        expect(res.statusCode, url).toBeLessThan(400);
      }
    }
  });
});
