import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { HTTP_MESSAGES } from '@amplio/shared/constants/messages';
import { NEWSLETTER_CONFIRM_LIFETIME_MS, NEWSLETTER_MESSAGES, NEWSLETTER_RESEND_COOLDOWN_MS } from '@amplio/shared/schemas/newsletter';
import { newsletterSubscribers } from '../../src/db/schema/index';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { countMailsTo, latestMailTo } from '../helpers/mail-codes';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const newEmail = () => `reader.${randomBytes(4).toString('hex')}@example.com`;
const subscribe = (email: unknown, agent = t.agent()) => agent.post('/api/newsletter', { email });

async function rowsFor(email: string) {
  return t.db.select().from(newsletterSubscribers).where(sql`lower(${newsletterSubscribers.email}) = ${email.toLowerCase()}`);
}

/** The path and query of a link in the newest mail to this address, e.g. /newsletter/confirm?token=… */
async function linkIn(email: string, kind: 'confirm' | 'unsubscribe'): Promise<string> {
  const mail = await latestMailTo(t.db, email);
  const match = mail?.text.match(new RegExp(`https?://[^\\s]+(/newsletter/${kind}\\?token=[^\\s]+)`));
  if (!match?.[1]) throw new Error(`no ${kind} link mailed to ${email}`);
  return match[1];
}

describe('POST /api/newsletter', () => {
  it('stores a pending subscriber and mails a confirm link and an unsubscribe link', async () => {
    const email = newEmail();
    const res = await subscribe(email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: NEWSLETTER_MESSAGES.checkInbox });
    const rows = await rowsFor(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'pending', confirmedAt: null });
    const mail = await latestMailTo(t.db, email);
    expect(mail?.subject).toBe('Confirm your Amplio newsletter subscription');
    expect(mail?.html).toContain('/newsletter/confirm?token=');
    expect(mail?.html).toContain('/newsletter/unsubscribe?token=');
    // Only a hash of the confirm token is stored.
    const token = new URL(`http://x${await linkIn(email, 'confirm')}`).searchParams.get('token')!;
    expect(rows[0]!.confirmTokenHash).not.toBe(token);
    expect(rows[0]!.confirmTokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('answers a repeated sign-up the same way, keeps one row and does not re-send within the cooldown', async () => {
    const email = newEmail();
    await subscribe(email);
    const again = await subscribe(`  ${email.toUpperCase()} `);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ success: true, message: NEWSLETTER_MESSAGES.checkInbox });
    expect(await rowsFor(email)).toHaveLength(1);
    expect(await countMailsTo(t.db, email)).toBe(1);
  });

  it('re-sends after the cooldown with a new link; the old link no longer works', async () => {
    const email = newEmail();
    await subscribe(email);
    const oldLink = await linkIn(email, 'confirm');
    t.clock.advance(NEWSLETTER_RESEND_COOLDOWN_MS - 1000);
    await subscribe(email);
    expect(await countMailsTo(t.db, email)).toBe(1);
    t.clock.advance(1000);
    await subscribe(email);
    expect(await countMailsTo(t.db, email)).toBe(2);
    expect(await rowsFor(email)).toHaveLength(1);
    expect((await t.agent().get(oldLink)).statusCode).toBe(400);
    expect((await t.agent().get(await linkIn(email, 'confirm'))).statusCode).toBe(200);
  });

  it.each([
    ['an empty address', '', NEWSLETTER_MESSAGES.emailRequired],
    ['spaces only', '   ', NEWSLETTER_MESSAGES.emailRequired],
    ['no @', 'reader.example.com', NEWSLETTER_MESSAGES.emailInvalid],
    ['no domain dot', 'reader@example', NEWSLETTER_MESSAGES.emailInvalid],
    ['an address over 254 characters', `${'a'.repeat(250)}@example.com`, NEWSLETTER_MESSAGES.emailInvalid],
  ])('answers 422 for %s', async (_label, email, message) => {
    const res = await subscribe(email);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.email).toEqual([message]);
  });

  it('answers 422 when the e-mail is missing or not a string', async () => {
    const missing = await t.agent().post('/api/newsletter', {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.email).toEqual([NEWSLETTER_MESSAGES.emailRequired]);
    const number = await subscribe(42);
    expect(number.statusCode).toBe(422);
  });

  it('answers 413 for an oversized body, never a 500', async () => {
    const res = await subscribe(`${'a'.repeat(5000)}@example.com`);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(HTTP_MESSAGES.payloadTooLarge);
  });

  it('answers 419 without the CSRF token', async () => {
    const res = await t.agent().post('/api/newsletter', { email: newEmail() }, { csrf: false });
    expect(res.statusCode).toBe(419);
    expect(res.json().message).toBe(HTTP_MESSAGES.csrfMismatch);
  });

  it('answers 419 with a wrong CSRF token', async () => {
    const a = t.agent();
    await a.ensureCsrf();
    const res = await a.post('/api/newsletter', { email: newEmail() }, { headers: { 'x-csrf-token': 'forged' } });
    expect(res.statusCode).toBe(419);
  });
});

const tokenOf = (link: string) => new URL(link, 'http://x').searchParams.get('token')!;
const html = { accept: 'text/html,application/xhtml+xml' };

/** The button of a confirm page: a form-encoded POST of the token, from a browser with no session. */
const pressConfirm = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/newsletter/confirm',
    headers: { ...html, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ token }).toString(),
  });
/** The button of an unsubscribe page: the same form post as RFC 8058's one-click, asking for a page. */
const pressUnsubscribe = (link: string) =>
  t.app.inject({
    method: 'POST',
    url: link,
    headers: { ...html, 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
  });
const confirmFromMail = async (email: string) => pressConfirm(tokenOf(await linkIn(email, 'confirm')));

describe('confirm link', () => {
  it('opens a page with a button and changes nothing: a mail scanner following the link confirms nobody', async () => {
    const email = newEmail();
    await subscribe(email);
    const link = await linkIn(email, 'confirm');
    const mails = await countMailsTo(t.db, email);
    for (let i = 0; i < 2; i++) {
      const res = await t.agent().get(link);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toContain(NEWSLETTER_MESSAGES.confirmPrompt);
      expect(res.body).toContain('<form method="post" action="/newsletter/confirm">');
      expect(res.body).toContain(`<input type="hidden" name="token" value="${tokenOf(link)}">`);
      expect(res.body).toContain('<button type="submit">Confirm my subscription</button>');
    }
    expect((await rowsFor(email))[0]).toMatchObject({ status: 'pending' });
    expect(await countMailsTo(t.db, email)).toBe(mails);
  });

  it('confirms once when the button is pressed, sends a welcome mail with an unsubscribe link, and refuses the same token again', async () => {
    const email = newEmail();
    await subscribe(email);
    const token = tokenOf(await linkIn(email, 'confirm'));
    const res = await pressConfirm(token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain(NEWSLETTER_MESSAGES.confirmed);
    expect(res.body).not.toContain('<form');
    const [row] = await rowsFor(email);
    expect(row).toMatchObject({ status: 'confirmed', confirmTokenHash: null });
    expect(row!.confirmedAt).toBeInstanceOf(Date);
    const welcome = await latestMailTo(t.db, email);
    expect(welcome?.subject).toBe('You are subscribed to the Amplio newsletter');
    expect(welcome?.text).toContain('/newsletter/unsubscribe?token=');

    const reused = await pressConfirm(token);
    expect(reused.statusCode).toBe(400);
    expect(reused.body).toContain(NEWSLETTER_MESSAGES.confirmInvalid);
    const reopened = await t.agent().get(`/newsletter/confirm?token=${encodeURIComponent(token)}`);
    expect(reopened.statusCode).toBe(400);
    expect(reopened.body).toContain(NEWSLETTER_MESSAGES.confirmInvalid);
    expect(reopened.body).not.toContain('<form');
  });

  it('confirms once when the button is pressed twice at the same time (a double click)', async () => {
    const email = newEmail();
    await subscribe(email);
    const token = tokenOf(await linkIn(email, 'confirm'));
    const answers = await Promise.all([pressConfirm(token), pressConfirm(token)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const welcomes = (await countMailsTo(t.db, email)) - 1;
    expect(welcomes).toBe(1);
  });

  it('sends nothing more to a confirmed address that signs up again, with the same answer', async () => {
    const email = newEmail();
    await subscribe(email);
    await confirmFromMail(email);
    const mails = await countMailsTo(t.db, email);
    t.clock.advance(NEWSLETTER_RESEND_COOLDOWN_MS);
    const res = await subscribe(email);
    expect(res.json()).toEqual({ success: true, message: NEWSLETTER_MESSAGES.checkInbox });
    expect(await countMailsTo(t.db, email)).toBe(mails);
  });

  it('refuses an expired link with 410, on the page and on the button, a millisecond either side of its lifetime', async () => {
    const email = newEmail();
    await subscribe(email);
    const link = await linkIn(email, 'confirm');
    t.clock.advance(NEWSLETTER_CONFIRM_LIFETIME_MS - 1);
    expect((await t.agent().get(link)).statusCode).toBe(200);
    t.clock.advance(1);
    const page = await t.agent().get(link);
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain(NEWSLETTER_MESSAGES.confirmExpired);
    expect(page.body).not.toContain('<form');
    const pressed = await pressConfirm(tokenOf(link));
    expect(pressed.statusCode).toBe(410);
    expect(pressed.body).toContain(NEWSLETTER_MESSAGES.confirmExpired);
    expect((await rowsFor(email))[0]?.status).toBe('pending');
  });

  it.each(['', '?token=', '?token=not-a-real-token', `?token=${'x'.repeat(600)}`])(
    'answers a bad link %j with a 4xx page',
    async (query) => {
      const res = await t.agent().get(`/newsletter/confirm${query}`);
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    },
  );

  it('answers a button post without a token, with a wrong type or an oversized body with a 4xx, never a 500', async () => {
    const post = (payload: string, contentType = 'application/x-www-form-urlencoded') =>
      t.app.inject({ method: 'POST', url: '/newsletter/confirm', headers: { ...html, 'content-type': contentType }, payload });
    const missing = await post('');
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain(NEWSLETTER_MESSAGES.confirmInvalid);
    expect((await post(JSON.stringify({ token: 5 }), 'application/json')).statusCode).toBe(422);
    expect((await post(`token=${'x'.repeat(10 * 1024 * 1024)}`)).statusCode).toBe(413);
  });
});

describe('unsubscribe link', () => {
  it('opens a page with a button and changes nothing until it is pressed', async () => {
    const email = newEmail();
    await subscribe(email);
    await confirmFromMail(email);
    const link = await linkIn(email, 'unsubscribe');
    const res = await t.agent().get(link);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain(NEWSLETTER_MESSAGES.unsubscribePrompt);
    expect(res.body).toContain(`<form method="post" action="/newsletter/unsubscribe?token=${encodeURIComponent(tokenOf(link))}">`);
    expect(res.body).toContain('<input type="hidden" name="List-Unsubscribe" value="One-Click">');
    expect(res.body).toContain('<button type="submit">Unsubscribe</button>');
    expect((await rowsFor(email))[0]).toMatchObject({ status: 'confirmed' });
  });

  it('unsubscribes when the button is pressed, says the same when pressed again, and a new sign-up starts a fresh double opt-in', async () => {
    const email = newEmail();
    await subscribe(email);
    await confirmFromMail(email);
    const link = await linkIn(email, 'unsubscribe');
    const res = await pressUnsubscribe(link);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain(NEWSLETTER_MESSAGES.unsubscribed);
    expect((await rowsFor(email))[0]).toMatchObject({ status: 'unsubscribed' });
    const again = await pressUnsubscribe(link);
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain(NEWSLETTER_MESSAGES.unsubscribed);

    const before = await countMailsTo(t.db, email);
    await subscribe(email);
    expect((await rowsFor(email))[0]).toMatchObject({ status: 'pending' });
    expect(await countMailsTo(t.db, email)).toBe(before + 1);
    expect(await rowsFor(email)).toHaveLength(1);
  });

  it('works from the confirm mail before the address is confirmed', async () => {
    const email = newEmail();
    await subscribe(email);
    const res = await pressUnsubscribe(await linkIn(email, 'unsubscribe'));
    expect(res.statusCode).toBe(200);
    expect((await rowsFor(email))[0]).toMatchObject({ status: 'unsubscribed', confirmTokenHash: null });
  });

  it('refuses a token whose signature was tampered with, on the page and on the button', async () => {
    const email = newEmail();
    await subscribe(email);
    const link = await linkIn(email, 'unsubscribe');
    const forged = `${link.slice(0, -3)}${link.endsWith('AAA') ? 'BBB' : 'AAA'}`;
    const page = await t.agent().get(forged);
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain(NEWSLETTER_MESSAGES.unsubscribeInvalid);
    expect(page.body).not.toContain('<form');
    const pressed = await pressUnsubscribe(forged);
    expect(pressed.statusCode).toBe(400);
    expect(pressed.body).toContain(NEWSLETTER_MESSAGES.unsubscribeInvalid);
    expect((await rowsFor(email))[0]?.status).toBe('pending');
  });
});

describe('one-click unsubscribe (RFC 8058)', () => {
  const oneClick = (url: string, payload = 'List-Unsubscribe=One-Click', contentType = 'application/x-www-form-urlencoded') =>
    t.app.inject({ method: 'POST', url, headers: { 'content-type': contentType }, payload });

  it('puts List-Unsubscribe and List-Unsubscribe-Post on every newsletter mail, pointing at its unsubscribe link', async () => {
    const email = newEmail();
    await subscribe(email);
    const mail = await latestMailTo(t.db, email);
    const link = await linkIn(email, 'unsubscribe');
    expect(mail?.headers?.['List-Unsubscribe']).toMatch(new RegExp(`^<https?://[^>]+${link.replace(/[?.]/g, '\\$&')}>$`));
    expect(mail?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  });

  it('unsubscribes from a form POST by the mail client, without a session or CSRF token, and again says the same', async () => {
    const email = newEmail();
    await subscribe(email);
    const link = await linkIn(email, 'unsubscribe');
    const res = await oneClick(link);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: NEWSLETTER_MESSAGES.unsubscribed });
    expect((await rowsFor(email))[0]).toMatchObject({ status: 'unsubscribed' });
    expect((await oneClick(link)).json()).toEqual({ message: NEWSLETTER_MESSAGES.unsubscribed });
  });

  it('refuses a forged token with 400 and leaves the subscriber as they were', async () => {
    const email = newEmail();
    await subscribe(email);
    const link = await linkIn(email, 'unsubscribe');
    const res = await oneClick(`${link.slice(0, -3)}${link.endsWith('AAA') ? 'BBB' : 'AAA'}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: NEWSLETTER_MESSAGES.unsubscribeInvalid });
    expect((await oneClick('/newsletter/unsubscribe')).statusCode).toBe(400);
    expect((await rowsFor(email))[0]?.status).toBe('pending');
  });

  it('answers 413 for an oversized body, never a 500', async () => {
    const email = newEmail();
    await subscribe(email);
    const res = await oneClick(await linkIn(email, 'unsubscribe'), `List-Unsubscribe=${'x'.repeat(10 * 1024 * 1024)}`);
    expect(res.statusCode).toBe(413);
    expect((await rowsFor(email))[0]?.status).toBe('pending');
  });
});
