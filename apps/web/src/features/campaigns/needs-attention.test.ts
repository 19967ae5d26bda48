import type { TCampaign } from '@amplio/shared/schemas/campaigns';
import { describe, expect, it } from 'vitest';
import { attentionSections, daysLeft, needsAttention } from './needs-attention';

const escrow = { funded: 0, reserved: 0, released: 0, refunded: 0, refund_pending: 0, available: 0 };
const campaign = (over: Partial<TCampaign>): TCampaign =>
  ({
    id: crypto.randomUUID(),
    product_name: 'Glow serum',
    status: 'active',
    missing_fields: {},
    end_date: '2026-12-31',
    escrow,
    ...over,
  }) as TCampaign;
const now = new Date(2026, 11, 1);

describe('needsAttention', () => {
  it('asks to finish a draft with missing fields, counting them', () => {
    const [item] = needsAttention([campaign({ status: 'draft', missing_fields: { budget: ['x'], end_date: ['y'] } })], now);
    expect(item).toMatchObject({ action: 'edit', reason: 'Draft: 2 fields left to fill before you can fund it' });
  });

  it('asks to fund a complete draft', () => {
    expect(needsAttention([campaign({ status: 'draft' })], now)[0]).toMatchObject({ action: 'fund' });
  });

  it('puts a live campaign with empty escrow first', () => {
    const items = needsAttention([campaign({ status: 'draft' }), campaign({ status: 'active' })], now);
    expect(items[0]).toMatchObject({ tone: 'danger', action: 'fund' });
  });

  it('flags an active campaign ending within 7 days but not one ending in 8', () => {
    const funded = { ...escrow, funded: 1000, available: 1000 };
    expect(needsAttention([campaign({ escrow: funded, end_date: '2026-12-08' })], now)[0]?.reason).toBe('Ends in 7 days');
    expect(needsAttention([campaign({ escrow: funded, end_date: '2026-12-09' })], now)).toEqual([]);
    expect(needsAttention([campaign({ escrow: funded, end_date: '2026-12-01' })], now)[0]?.reason).toBe('Ends today');
  });

  it('asks to continue or cancel a payment left in progress, before anything else about its campaign', () => {
    const open_funding = {
      funding_id: '6f1c2a9e-4b7d-4c1e-9f3a-2b8d7e6c5a41',
      amount: 10_000,
      total: 11_180,
      checkout_url: '/sandbox/checkout/6f1c2a9e-4b7d-4c1e-9f3a-2b8d7e6c5a41',
      created_at: '2026-12-01T09:00:00.000Z',
      expires_at: '2026-12-01T09:30:00.000Z',
      message: 'A payment of ₹11,180 is in progress. Continue it or cancel it.',
    };
    const items = needsAttention([campaign({ status: 'draft', open_funding })], now);
    expect(items).toEqual([
      expect.objectContaining({
        action: 'fund',
        tone: 'warning',
        reason: 'A payment of ₹11,180 is in progress. Continue it or cancel it.',
      }),
    ]);
  });

  it('leaves completed and archived campaigns out', () => {
    expect(needsAttention([campaign({ status: 'completed' }), campaign({ status: 'archived' })], now)).toEqual([]);
  });

  it('counts days to the end date in calendar days', () => {
    expect(daysLeft('2026-12-02', now)).toBe(1);
  });
});

describe('attentionSections', () => {
  // Noon on 1 Dec 2026 on the machine's clock, as the dashboard counts calendar days.
  const at = new Date(2026, 11, 1, 12).getTime();
  const submission = {
    script_id: 's1',
    campaign: { id: 'c1', product_name: 'Glow serum' },
    creator_name: 'Ishita Banerjee',
    kind: 'video' as const,
    submitted_at: new Date(at - 3 * 3_600_000).toISOString(),
    decides_at: new Date(at + (2 * 24 + 4) * 3_600_000).toISOString(),
  };
  const application = {
    id: 'a1',
    campaign: { id: 'c2', product_name: 'Trail flask' },
    creator: { name: 'Ravi Kumar', username: 'ravi' },
    created_at: new Date(at - 24 * 3_600_000).toISOString(),
    expires_at: new Date(at + 5 * 3_600_000).toISOString(),
  };
  const attention = (over: Partial<Parameters<typeof attentionSections>[0]['attention'] & object> = {}) => ({
    submissions: [],
    applications: [],
    campaigns_ending: [],
    ...over,
  });

  it('counts down to the automatic decision on each waiting submission and links to its card in Content Review', () => {
    const [section] = attentionSections({ items: [], attention: attention({ submissions: [submission] }), now: at });
    expect(section?.title).toBe('Waiting for your decision');
    expect(section?.rows[0]).toMatchObject({
      title: 'Video from Ishita Banerjee',
      detail: 'Glow serum · submitted 3 h ago',
      reason: 'Decides itself in 2 days 4 h',
      tone: 'warning',
      action: { label: 'Review', to: '/brand/content-review?status=pending&campaign_id=c1&script=s1' },
    });
  });

  it('puts the submission Amplio decides first at the top, in red within a day', () => {
    const soon = { ...submission, script_id: 's2', kind: 'post_link' as const, decides_at: new Date(at + 3_600_000).toISOString() };
    const rows = attentionSections({ items: [], attention: attention({ submissions: [submission, soon] }), now: at })[0]?.rows;
    expect(rows?.map((r) => r.title)).toEqual(['Post link from Ishita Banerjee', 'Video from Ishita Banerjee']);
    expect(rows?.[0]).toMatchObject({ tone: 'danger', reason: 'Decides itself in 1 h' });
  });

  it("sends each waiting application to its campaign's Creators tab", () => {
    const [section] = attentionSections({ items: [], attention: attention({ applications: [application] }), now: at });
    expect(section?.rows[0]).toMatchObject({
      title: 'Ravi Kumar applied',
      reason: 'Answer within 5 h, or the application expires',
      action: { label: 'Answer', to: '/brand/campaigns/c2?tab=creators' },
    });
  });

  it('adds campaigns ending within 7 days once, beside the recent campaigns’ own items', () => {
    const draft = campaign({ id: 'c3', status: 'draft' });
    const sections = attentionSections({
      items: needsAttention([draft], now),
      attention: attention({
        campaigns_ending: [
          { id: 'c3', product_name: 'Glow serum', end_date: '2026-12-03' },
          { id: 'c4', product_name: 'Trail flask', end_date: '2026-12-04' },
        ],
      }),
      now: at,
    });
    expect(sections.map((s) => s.id)).toEqual(['campaigns']);
    expect(sections[0]?.rows.map((r) => [r.key, r.reason])).toEqual([
      ['campaign-c3', 'Draft ready: fund it to publish it to creators'],
      ['campaign-c4', 'Ends in 3 days'],
    ]);
  });

  it('lists a submission Amplio will not decide by itself last, without a countdown', () => {
    const open = { ...submission, script_id: 's3', submitted_at: null, decides_at: null };
    const rows = attentionSections({ items: [], attention: attention({ submissions: [open, submission] }), now: at })[0]?.rows;
    expect(rows?.map((r) => r.key)).toEqual(['submission-s1', 'submission-s3']);
    expect(rows?.[1]).toMatchObject({ detail: 'Glow serum', reason: 'Waiting for your decision', tone: 'warning' });
  });

  it('leaves nothing when nothing waits, so the card can say All caught up', () => {
    expect(attentionSections({ items: [], attention: attention(), now: at })).toEqual([]);
  });
});
