import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { campaignToday } from '@amplio/shared/domain/campaign-status';
import type { TCampaign } from '@amplio/shared/schemas/campaigns';
import type { TestAgent, TestApp } from '../../helpers/build-test-app';

/** A calendar day (IST) `offset` days from the test clock's today. */
export function dayFrom(t: TestApp, offset: number): string {
  const today = campaignToday(t.clock.now());
  return new Date(Date.parse(`${today}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
}

export function completeCampaign(t: TestApp, overrides: Record<string, unknown> = {}) {
  return {
    product_name: 'Glow serum',
    description: 'Show the serum in your morning routine.',
    key_features: ['Vitamin C', 'Fragrance free'],
    platform: ['instagram', 'youtube'],
    video_style: 'Tutorial',
    marketing_objective: 'sales',
    target_audience: 'Women 20-35 in metro cities',
    tags: ['skincare'],
    start_date: dayFrom(t, 5),
    end_date: dayFrom(t, 30),
    compensation: 2500,
    budget: 50_000,
    price_cap: 10_000,
    usage_rights: 'paid_ads_30_days',
    ...overrides,
  };
}

export async function signedInBrand(t: TestApp) {
  const user = await t.createUser({ userType: 'brand' });
  // Remembered, so the session outlives the days the tests move the clock by.
  const agent = await t.injectAs(user, { remember: true });
  const brand = (await agent.post('/api/brands/brand-profiles', { name: 'Glow Labs', industry: 'retail' })).json().data;
  return { user, agent, brandId: brand.id as string };
}

export async function createCampaign(t: TestApp, agent: TestAgent, overrides: Record<string, unknown> = {}): Promise<TCampaign> {
  const res = await agent.post('/api/brands/campaigns', completeCampaign(t, overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

export function fund(agent: TestAgent, campaignId: string, amount: number, key: string = randomUUID()) {
  return agent.post(`/api/brands/campaigns/${campaignId}/fund`, { amount }, { headers: { 'idempotency-key': key } });
}

/** Funds through the sandbox checkout and delivers its signed webhook, as a brand paying would. */
export async function fundAndCapture(t: TestApp, agent: TestAgent, campaignId: string, amount: number) {
  const started = await fund(agent, campaignId, amount);
  expect(started.statusCode, started.body).toBe(201);
  const fundingId = started.json().funding_id as string;
  const paid = await agent.post(`/sandbox/checkout/${fundingId}/pay`, {});
  expect(paid.statusCode, paid.body).toBe(303);
  await t.runJobs({ name: 'payments.sandbox-webhook' });
  return fundingId;
}

export async function getCampaign(agent: TestAgent, id: string): Promise<TCampaign> {
  return (await agent.get(`/api/brands/campaigns/${id}`)).json().data;
}

export const setStatus = (agent: TestAgent, id: string, status: string) => agent.post(`/api/brands/campaigns/${id}/status`, { status });
