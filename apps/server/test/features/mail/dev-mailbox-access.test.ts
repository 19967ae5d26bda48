import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HTTP_MESSAGES } from '@amplio/shared/constants/messages';
import { ConfigError, loadConfig } from '../../../src/config';
import { DEMO_ACCOUNTS } from '../../../src/db/seed';
import { isLoopbackAddress, isLoopbackRequest } from '../../../src/lib/loopback';
import { verificationCodeMail } from '../../../src/features/mail/mail-templates';
import { readyLines } from '../../../src/ready-lines';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app';

/**
 * Issue 21 §4: the dev mailbox holds every user's verification and reset codes, and the demo hints the demo passwords.
 * Outside production they answer this machine only (unless DEV_MAILBOX=public); anyone else gets production's 404.
 */
const CODE = '424242';
let local: TestApp;
let proxied: TestApp;
let open: TestApp;
let production: TestApp;
/** Each app's mail with the code, in its own database. */
const mailIds = new Map<TestApp, string>();

beforeAll(async () => {
  [local, proxied, open, production] = await Promise.all([
    buildTestApp(),
    buildTestApp({ env: { TRUST_PROXY: 'true' } }),
    buildTestApp({ env: { DEV_MAILBOX: 'public' } }),
    buildTestApp({ env: { NODE_ENV: 'production' } }),
  ]);
  for (const t of [local, proxied, open, production]) {
    mailIds.set(t, (await t.mail.enqueue(verificationCodeMail({ to: 'someone-else@example.test', code: CODE }))).id);
  }
});
afterAll(async () => {
  await Promise.all([local, proxied, open, production].map((t) => t.close()));
});

/** The three addresses (and one mail's page) with what each shows when it answers. */
function addressesOf(t: TestApp) {
  return [
    { url: '/dev/mailbox', shows: CODE },
    { url: '/dev/mailbox.json', shows: CODE },
    { url: `/dev/mailbox/${mailIds.get(t)}`, shows: CODE },
    { url: '/api/demo-hints', shows: DEMO_ACCOUNTS.brand.password },
  ];
}

function get(t: TestApp, url: string, remoteAddress: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url, remoteAddress, headers });
}

async function expectServed(t: TestApp, remoteAddress: string, headers: Record<string, string> = {}) {
  for (const { url, shows } of addressesOf(t)) {
    const res = await get(t, url, remoteAddress, headers);
    expect(res.statusCode, `${url} from ${remoteAddress}`).toBe(200);
    expect(res.body).toContain(shows);
  }
}

async function expectHidden(t: TestApp, remoteAddress: string, headers: Record<string, string> = {}) {
  for (const { url, shows } of addressesOf(t)) {
    const res = await get(t, url, remoteAddress, headers);
    expect(res.statusCode, `${url} from ${remoteAddress} ${JSON.stringify(headers)}`).toBe(404);
    expect(res.json().message).toBe(HTTP_MESSAGES.notFound);
    expect(res.body).not.toContain(shows);
    // As if it did not exist: the very answer production gives on this machine.
    const path = url.startsWith('/dev/mailbox/') ? `/dev/mailbox/${mailIds.get(production)}` : url;
    const off = await get(production, path, '127.0.0.1');
    expect(res.json()).toEqual(off.json());
    expect(res.headers['content-type']).toBe(off.headers['content-type']);
  }
}

describe('the dev mailbox and demo hints, in the default mode', () => {
  it.each(['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'])('answer a client on this machine (%s)', async (address) => {
    await expectServed(local, address);
  });

  it.each(['192.168.1.20', '10.0.0.5', '203.0.113.7', '::ffff:192.168.1.20', '2001:db8::1', 'fe80::1', '0.0.0.0'])(
    'answer 404, as if they did not exist, to a client elsewhere (%s)',
    async (address) => {
      await expectHidden(local, address);
    },
  );

  it('answer 404 to a client elsewhere that claims to be local in X-Forwarded-For, X-Real-IP or Forwarded', async () => {
    await expectHidden(local, '192.168.1.20', { 'x-forwarded-for': '127.0.0.1' });
    await expectHidden(local, '192.168.1.20', { 'x-real-ip': '127.0.0.1' });
    await expectHidden(local, '192.168.1.20', { forwarded: 'for=127.0.0.1' });
  });

  it('answer 404 through a proxy on this machine that TRUST_PROXY does not know about, when it names a client elsewhere', async () => {
    await expectHidden(local, '127.0.0.1', { 'x-forwarded-for': '203.0.113.7' });
    await expectHidden(local, '127.0.0.1', { forwarded: 'for="[2001:db8::1]:4711"' });
    await expectHidden(local, '127.0.0.1', { forwarded: 'for=unknown' });
  });
});

describe('behind a proxy (TRUST_PROXY=true)', () => {
  it('answer a browser on this machine through a proxy on this machine', async () => {
    await expectServed(proxied, '127.0.0.1', { 'x-forwarded-for': '127.0.0.1' });
    await expectServed(proxied, '::1', { 'x-forwarded-for': '::1', forwarded: 'for="[::1]"' });
  });

  it('answer 404 to the client the proxy names when it is elsewhere', async () => {
    await expectHidden(proxied, '127.0.0.1', { 'x-forwarded-for': '203.0.113.7' });
  });

  it('answer 404 when a client elsewhere forges 127.0.0.1 in front of the address the proxy appends', async () => {
    await expectHidden(proxied, '127.0.0.1', { 'x-forwarded-for': '127.0.0.1, 203.0.113.7' });
    await expectHidden(proxied, '10.0.0.2', { 'x-forwarded-for': '127.0.0.1' });
  });
});

describe('DEV_MAILBOX=public', () => {
  it('answer anyone who can reach the server', async () => {
    expect(open.config.devMailboxAccess).toBe('public');
    await expectServed(open, '192.168.1.20');
    await expectServed(open, '127.0.0.1');
  });
});

describe('in production', () => {
  it('answer 404 even on this machine', async () => {
    await expectHidden(production, '127.0.0.1');
  });

  it('refuses DEV_MAILBOX=public at start, and any value but loopback or public', () => {
    const base = { APP_SECRET: 'x'.repeat(32), DATA_DIR: production.config.dataDir, LOG_LEVEL: 'silent' };
    expect(() => loadConfig({ ...base, NODE_ENV: 'production', DEV_MAILBOX: 'public' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, NODE_ENV: 'production', DEV_MAILBOX: 'public' })).toThrow(/DEV_MAILBOX: public cannot be used/);
    expect(() => loadConfig({ ...base, DEV_MAILBOX: 'yes' })).toThrow(/DEV_MAILBOX: must be loopback or public/);
    expect(loadConfig({ ...base }).devMailboxAccess).toBe('loopback');
  });
});

describe('the start line', () => {
  it('says who can read the mailbox', () => {
    const appUrl = 'http://0.0.0.0:3000';
    expect(readyLines({ appUrl, devMailboxAccess: 'loopback' })[0]).toBe(
      `Amplio is ready at ${appUrl}  (API docs: ${appUrl}/docs, mailbox: ${appUrl}/dev/mailbox, this machine only; DEV_MAILBOX=public opens it to the network)`,
    );
    expect(readyLines({ appUrl, devMailboxAccess: 'public' })[0]).toContain(
      'mailbox: http://0.0.0.0:3000/dev/mailbox, open to anyone who can reach this server: DEV_MAILBOX=public',
    );
  });
});

describe('isLoopbackAddress', () => {
  it.each(['127.0.0.1', '127.255.255.254', '::1', '::ffff:127.0.0.1', '::ffff:7f00:1', '[::1]:443', '127.0.0.1:5000', '"[::1]"'])(
    'counts %s as this machine',
    (address) => {
      expect(isLoopbackAddress(address)).toBe(true);
    },
  );

  it.each([
    '128.0.0.1',
    '126.255.255.255',
    '0.0.0.0',
    '::',
    '::2',
    '::ffff:10.0.0.1',
    '10.0.0.1',
    'localhost',
    'unknown',
    '_hidden',
    '',
    undefined,
  ])('does not count %s', (address) => {
    expect(isLoopbackAddress(address)).toBe(false);
  });

  it('needs every address of a request to be loopback', () => {
    const socket = { remoteAddress: '127.0.0.1' } as never;
    expect(isLoopbackRequest({ ip: '127.0.0.1', socket, headers: {} })).toBe(true);
    expect(isLoopbackRequest({ ip: '127.0.0.1', socket, headers: { 'x-forwarded-for': '127.0.0.1, ::1' } })).toBe(true);
    expect(isLoopbackRequest({ ip: '127.0.0.1', socket, headers: { 'x-forwarded-for': '127.0.0.1, 10.0.0.1' } })).toBe(false);
    expect(isLoopbackRequest({ ip: '10.0.0.1', socket, headers: {} })).toBe(false);
    expect(isLoopbackRequest({ ip: '127.0.0.1', socket: { remoteAddress: undefined } as never, headers: {} })).toBe(false);
  });
});
