import type { TCampaign } from '@amplio/shared/schemas/campaigns';
import { describe, expect, it } from 'vitest';
import { daysLeft, needsAttention } from './needs-attention';

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
