import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVOICE_LIST_LIMITS, type TInvoiceListResponse } from '@amplio/shared/schemas/invoices';
import { buildTestApp, type TestAgent, type TestApp } from '../../helpers/build-test-app';
import { createCampaign, fundAndCapture, signedInBrand } from '../campaigns/campaign-helpers';

/** GET /api/brands/invoices a page at a time (newest first), keeping the fields it always had. */
let t: TestApp;
let agent: TestAgent;
const numbers: string[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  agent = (await signedInBrand(t)).agent;
  // Four invoices, a minute apart.
  for (let i = 0; i < 4; i++) {
    t.clock.advance(60_000);
    const campaign = await createCampaign(t, agent, { product_name: `Serum ${i}` });
    await fundAndCapture(t, agent, campaign.id, 1_000);
  }
  const all = (await agent.get('/api/brands/invoices')).json() as TInvoiceListResponse;
  numbers.push(...all.data.map((d) => d.number));
});
afterAll(() => t?.close());

const list = async (query: string) => {
  const res = await agent.get(`/api/brands/invoices?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TInvoiceListResponse;
};

describe('the invoice list, page by page', () => {
  it('answers the first page newest first without a page, with the envelope beside the fields it always had', async () => {
    const body = await list('');
    expect(body).toMatchObject({ success: true, current_page: 1, per_page: INVOICE_LIST_LIMITS.perPage, total: 4, last_page: 1 });
    expect(body.data.map((d) => d.number)).toEqual(numbers);
    expect([...numbers].sort().reverse()).toEqual(numbers);
  });

  it('splits at the page size, one below it and one above it', async () => {
    // Page size 3 (one below the count): two pages, the last with one document.
    const below = await list('per_page=3');
    expect(below).toMatchObject({ total: 4, last_page: 2 });
    expect(below.data.map((d) => d.number)).toEqual(numbers.slice(0, 3));
    expect((await list('per_page=3&page=2')).data.map((d) => d.number)).toEqual(numbers.slice(3));
    // Page size 4 (exactly the count): one full page, and an empty second.
    expect((await list('per_page=4')).data).toHaveLength(4);
    expect(await list('per_page=4&page=2')).toMatchObject({ data: [], current_page: 2, last_page: 1 });
    // Page size 5 (one above): everything on one page.
    expect(await list('per_page=5')).toMatchObject({ total: 4, last_page: 1, per_page: 5 });
  });

  it(`takes per_page up to ${INVOICE_LIST_LIMITS.perPageMax} and refuses one more, a zero, or words`, async () => {
    expect((await list(`per_page=${INVOICE_LIST_LIMITS.perPageMax}`)).per_page).toBe(INVOICE_LIST_LIMITS.perPageMax);
    for (const bad of [
      `per_page=${INVOICE_LIST_LIMITS.perPageMax + 1}`,
      'per_page=0',
      'per_page=ten',
      'page=0',
      'page=-1',
      `page=${'9'.repeat(40)}`,
    ]) {
      const res = await agent.get(`/api/brands/invoices?${bad}`);
      expect(res.statusCode, bad).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, bad).toBeLessThan(500);
    }
  });

  it('pages one funding’s documents too, and answers an empty page for a malformed funding id', async () => {
    const [first] = (await list('per_page=1')).data;
    expect(await list(`funding_id=${first!.funding_id}&per_page=1`)).toMatchObject({ total: 1, last_page: 1 });
    expect(await list('funding_id=not-a-uuid')).toMatchObject({ data: [], total: 0, last_page: 1 });
  });
});
