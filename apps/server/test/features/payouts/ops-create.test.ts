import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { users } from '../../../src/db/schema/index';
import { DEMO_ACCOUNTS, seedDemoIfEmpty, seedDemoOperatorIfMissing } from '../../../src/db/seed';
import { generateOperatorPassword, parseOpsCreateArgs, runOpsCreate } from '../../../src/features/payouts/operators';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function run(argv: string[], env: Record<string, string> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runOpsCreate({ db: t.db, argv, env, out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out, err };
}

const signIn = (email: string, password: string) => t.agent().post('/ops/login', { email, password });
const usersWith = async (email: string) => t.db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`);

describe('the demo operator', () => {
  it('is seeded with the other demo accounts and signs in at /ops/login', async () => {
    expect(await seedDemoIfEmpty({ db: t.db, now: t.clock.now() })).toBe(true);
    const [row] = await usersWith(DEMO_ACCOUNTS.operator.email);
    expect(row).toMatchObject({ userType: 'operator', name: DEMO_ACCOUNTS.operator.name });
    expect(row!.emailVerifiedAt).not.toBeNull();
    const res = await signIn(DEMO_ACCOUNTS.operator.email, DEMO_ACCOUNTS.operator.password);
    expect(res.statusCode).toBe(200);
    expect(res.json().redirect).toBe('/ops/payouts');
    // A database seeded before operators existed gets it at the next start, once.
    expect(await seedDemoOperatorIfMissing({ db: t.db, now: t.clock.now() })).toBe(false);
    expect(await usersWith(DEMO_ACCOUNTS.operator.email)).toHaveLength(1);
  });
});

describe('npm run ops:create', () => {
  it('is a root script that runs the CLI', () => {
    const root = join(dirname(fileURLToPath(import.meta.url)), '../../../../..');
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
    // Through the wrapper that installs Node 24 and the dependencies first, as every root script the README shows.
    const script: string = pkg.scripts['ops:create'];
    const prefix = 'node scripts/with-dependencies.mjs node --import tsx ';
    expect(script.startsWith(prefix)).toBe(true);
    expect(existsSync(join(root, script.slice(prefix.length)))).toBe(true);
  });

  it('creates a verified operator with the password from OPS_PASSWORD, who can sign in', async () => {
    const password = 'Settle-Payouts-2026!';
    const result = await run(['ana@ops.amplio.test', '--name', 'Ana Operator'], { OPS_PASSWORD: password });
    expect(result.code).toBe(0);
    expect(result.out.join('\n')).toContain('Operator created: Ana Operator <ana@ops.amplio.test>');
    expect(result.out.join('\n')).not.toContain(password);
    const [row] = await usersWith('ana@ops.amplio.test');
    expect(row).toMatchObject({ userType: 'operator', name: 'Ana Operator' });
    expect(row!.emailVerifiedAt).not.toBeNull();
    expect((await signIn('ana@ops.amplio.test', password)).statusCode).toBe(200);
  });

  it('generates a strong password and prints it once when OPS_PASSWORD is not set', async () => {
    const result = await run(['--name=Ben Operator', 'ben@ops.amplio.test']);
    expect(result.code).toBe(0);
    const line = result.out.find((l) => l.startsWith('Password (shown once'));
    const password = line!.split(': ').at(-1)!;
    expect(password.length).toBeGreaterThanOrEqual(20);
    expect((await signIn('ben@ops.amplio.test', password)).statusCode).toBe(200);
    expect(generateOperatorPassword()).not.toBe(generateOperatorPassword());
  });

  it('refuses an e-mail that any account uses, in any letter case, and changes nothing', async () => {
    const brand = await t.createUser({ userType: 'brand' });
    for (const email of ['ANA@ops.amplio.test', brand.email]) {
      const result = await run([email], { OPS_PASSWORD: 'Settle-Payouts-2026!' });
      expect(result.code).toBe(1);
      expect(result.err.join('\n')).toContain('already exists');
      expect(await usersWith(email)).toHaveLength(1);
    }
    expect((await usersWith(brand.email))[0]!.userType).toBe('brand');
  });

  it('refuses a weak OPS_PASSWORD, a malformed e-mail and a missing one', async () => {
    const weak = await run(['weak@ops.amplio.test'], { OPS_PASSWORD: 'password123' });
    expect(weak.code).toBe(1);
    expect(weak.err[0]).toContain('at least 12 characters');
    expect(await usersWith('weak@ops.amplio.test')).toHaveLength(0);
    expect((await run(['not-an-email'], { OPS_PASSWORD: 'Settle-Payouts-2026!' })).code).toBe(1);
    const none = await run([]);
    expect(none.code).toBe(1);
    expect(none.err[0]).toContain('Usage: npm run ops:create -- <email>');
  });

  it('parses its arguments', () => {
    expect(parseOpsCreateArgs(['a@b.test'])).toEqual({ email: 'a@b.test', name: undefined });
    expect(parseOpsCreateArgs(['--name', 'A B', 'a@b.test'])).toEqual({ email: 'a@b.test', name: 'A B' });
    expect(() => parseOpsCreateArgs(['a@b.test', '--role', 'admin'])).toThrow('Unknown option --role');
    expect(() => parseOpsCreateArgs(['a@b.test', 'c@d.test'])).toThrow('Only one e-mail');
    expect(() => parseOpsCreateArgs(['a@b.test', '--name'])).toThrow('--name needs a value');
  });
});
