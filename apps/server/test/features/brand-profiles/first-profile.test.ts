import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands, users } from '../../../src/db/schema/index';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app';
import { multipartBody } from '../../helpers/file-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const form = (fields: Record<string, string>) => multipartBody(Object.entries(fields).map(([name, value]) => ({ name, value })));

describe('the first brand profile', () => {
  it('is created from the company name when a brand registers', async () => {
    const a = t.agent();
    const email = `first-profile-${Date.now()}@acme.test`;
    const steps: Record<string, string>[] = [
      {
        step: '1',
        contact_name: 'Asha Rao',
        email,
        phone: '+91 22 5550 0100',
        password: 'Brand-Pass-1',
        password_confirmation: 'Brand-Pass-1',
      },
      { step: '2', company_name: 'Acme Foods', website: 'acme.test', industry: 'food', job_title: 'Head of Growth', company_size: '11-50' },
    ];
    for (const fields of steps) {
      const body = form(fields);
      expect((await a.post('/api/brands/save-step', body.payload, { headers: body.headers })).statusCode).toBe(200);
    }
    const done = await a.post('/api/brands/save-step', { step: 3, objectives: ['sales'], budget: '5k-10k', terms_accepted: 1 });
    expect(done.statusCode).toBe(200);
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    const rows = await t.db.select().from(brands).where(eq(brands.userId, user!.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'Acme Foods', website: 'acme.test', industry: 'food', logoFileId: null });
  });
});
