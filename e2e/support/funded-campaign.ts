import { expect } from '@playwright/test';
import { signedInApi } from './api-session';
import { daysFromToday, todayInIndia } from './brand-workspace';
import { DEMO_BRAND } from './demo-accounts';

/** The demo brand's API session: signs in, then sends the CSRF token on every write. */
export async function brandApi(baseURL: string) {
  const { api, post: send } = await signedInApi(baseURL, '/brand/login', DEMO_BRAND);
  const post = (url: string, data: unknown, headers: Record<string, string> = {}) => send(url, { data, headers });
  return { api, post };
}

/** An active campaign of the demo brand, funded with ₹20,000 through the sandbox checkout. */
export async function fundedCampaign(brand: Awaited<ReturnType<typeof brandApi>>, productName: string) {
  const created = await brand.post('/api/brands/campaigns', {
    product_name: productName,
    description: 'Show the bottle on your desk and on a walk.',
    key_features: ['Keeps cold for 24 hours', 'Leak proof'],
    platform: ['instagram', 'youtube'],
    video_style: 'Review',
    marketing_objective: 'sales',
    target_audience: 'Students and office workers',
    start_date: todayInIndia(),
    end_date: daysFromToday(30),
    compensation: 2500,
    budget: 20_000,
    price_cap: 10_000,
    usage_rights: 'organic_only',
  });
  expect(created.status(), await created.text()).toBe(201);
  const campaign = (await created.json()).data as { id: string; brand_id: string };
  const funding = await brand.post(
    `/api/brands/campaigns/${campaign.id}/fund`,
    { amount: 20_000 },
    { 'idempotency-key': crypto.randomUUID() },
  );
  expect(funding.status(), await funding.text()).toBe(201);
  const paid = await brand.post(`/sandbox/checkout/${(await funding.json()).funding_id}/pay`, {});
  expect(paid.status()).toBe(303);
  await expect
    .poll(async () => (await (await brand.api.get(`/api/brands/campaigns/${campaign.id}`)).json()).data.status, { timeout: 30_000 })
    .toBe('active');
  return campaign;
}
