import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HTTP_MESSAGES } from '@amplio/shared/constants/messages';
import { verificationCodeMail } from '../../../src/features/mail/mail-templates';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('dev mailbox', () => {
  it('delivers through the dev-mailbox transport and shows the mail as JSON, newest first', async () => {
    const to = `Reader-${Date.now()}@Example.test`;
    await t.mail.enqueue(verificationCodeMail({ to, code: '314159' }));
    t.clock.advance(1000);
    await t.mail.enqueue({ to, subject: 'Second', text: 'second body', html: '<p>second</p>' });
    expect(await t.drainMail()).toMatchObject({ sent: 2 });

    const res = await t.agent().get(`/dev/mailbox.json?to=${encodeURIComponent(to.toUpperCase())}`);
    expect(res.statusCode).toBe(200);
    const mails = res.json() as { to: string; subject: string; text: string; html: string; created_at: string; status: string }[];
    expect(mails.map((m) => m.subject)).toEqual(['Second', 'Your Amplio verification code']);
    expect(mails[1]).toMatchObject({ to, status: 'sent' });
    expect(mails[1]!.text).toContain('314159');
    expect(mails[1]!.html).toContain('314159');
    expect(Date.parse(mails[0]!.created_at)).toBeGreaterThan(Date.parse(mails[1]!.created_at));

    const last = await t.lastMailTo(to.toLowerCase());
    expect(last).toMatchObject({ subject: 'Second', status: 'sent', transport: 'dev-mailbox' });
  });

  it('keeps insertion order for mails written at the same instant', async () => {
    const to = `same-instant-${Date.now()}@example.test`;
    for (const subject of ['first', 'second', 'third']) await t.mail.enqueue({ to, subject, text: subject, html: subject });
    const mails = (await t.agent().get(`/dev/mailbox.json?to=${to}`)).json() as { subject: string }[];
    expect(mails.map((m) => m.subject)).toEqual(['third', 'second', 'first']);
    await t.drainMail();
    expect((await t.lastMailTo(to))?.subject).toBe('third');
  });

  it('filters by recipient and lists everything without a filter', async () => {
    const a = `a-${Date.now()}@example.test`;
    const b = `b-${Date.now()}@example.test`;
    await t.mail.enqueue({ to: a, subject: 'For A', text: 'a', html: 'a' });
    await t.mail.enqueue({ to: b, subject: 'For B', text: 'b', html: 'b' });
    const onlyA = (await t.agent().get(`/dev/mailbox.json?to=${a}`)).json() as { to: string }[];
    expect(onlyA.map((m) => m.to)).toEqual([a]);
    const all = (await t.agent().get('/dev/mailbox.json')).json() as { to: string }[];
    expect(all.map((m) => m.to)).toEqual(expect.arrayContaining([a, b]));
    expect((await t.agent().get('/dev/mailbox.json?to=nobody@example.test')).json()).toEqual([]);
  });

  it('renders an HTML page that escapes every field and runs no script', async () => {
    const to = `page-${Date.now()}@example.test`;
    await t.mail.enqueue({
      to,
      subject: '<script>alert(1)</script> & "quotes"',
      text: 'line one\n<img src=x onerror=alert(2)>',
      html: '<p>x</p>',
    });
    const res = await t.agent().get('/dev/mailbox');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.body).not.toContain('<script');
    expect(res.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot;');
    expect(res.body).toContain('&lt;img src=x onerror=alert(2)&gt;');
    expect(res.body).toContain(to);

    const filtered = await t.agent().get(`/dev/mailbox?to=${encodeURIComponent('"><b>x')}`);
    expect(filtered.statusCode).toBe(200);
    expect(filtered.body).toContain('value="&quot;&gt;&lt;b&gt;x"');
    expect(filtered.body).toContain('No mail yet.');
  });

  it('serves one mail as its HTML, and 404 for an unknown id', async () => {
    const to = `html-${Date.now()}@example.test`;
    const row = await t.mail.enqueue(verificationCodeMail({ to, code: '271828' }));
    const res = await t.agent().get(`/dev/mailbox/${row.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('271828');
    expect((await t.agent().get('/dev/mailbox/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await t.agent().get('/dev/mailbox/not-a-uuid')).statusCode).toBe(404);
  });
});

describe('dev mailbox in production', () => {
  let prod: TestApp;
  beforeAll(async () => {
    prod = await buildTestApp({ env: { NODE_ENV: 'production', APP_SECRET: 'prod-secret-prod-secret-prod-secret-01234' } });
  });
  afterAll(() => prod.close());

  it('answers a JSON 404 on every mailbox path, not the web app', async () => {
    await prod.mail.enqueue({ to: 'prod@example.test', subject: 'Hidden', text: 'hidden', html: 'hidden' });
    for (const url of ['/dev/mailbox', '/dev/mailbox.json', '/dev/mailbox.json?to=prod@example.test', '/dev/mailbox/abc']) {
      const res = await prod.agent().get(url, { accept: 'text/html' });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toContain('application/json');
      expect(res.json(), url).toEqual({ message: HTTP_MESSAGES.notFound });
    }
  });

  it('keeps mail in the outbox for retry when no SMTP server is configured', async () => {
    await prod.mail.enqueue({ to: 'queued@example.test', subject: 'Waiting', text: 't', html: 'h' });
    const result = await prod.drainMail();
    expect(result.sent).toBe(0);
    expect(await prod.lastMailTo('queued@example.test')).toMatchObject({ status: 'pending', attempts: 1 });
  });
});
