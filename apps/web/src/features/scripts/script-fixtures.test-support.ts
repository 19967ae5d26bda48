import type { TDiscoveredCampaign } from '@amplio/shared/schemas/discovery';
import type { TScript } from '@amplio/shared/schemas/scripts';

export const SCRIPT_CAMPAIGN_ID = '0b6f9d1e-3c1a-4f5e-9a7b-1c2d3e4f5a6b';

/** The campaign the creator writes for, as discovery lists it (Instagram at ₹8,550). */
export const discoveredCampaign = {
  id: SCRIPT_CAMPAIGN_ID,
  brand_id: 'brand-1',
  brand_name: 'Glow Labs',
  product_name: 'Glow serum',
  marketing_objective: 'sales',
  key_features: ['Vitamin C'],
  compensation: 2500,
  my_prices: [{ platform: 'instagram', dynamic_price: 8550, base_price: 8550, source: 'formula', explanation: [] }],
} as unknown as TDiscoveredCampaign;

/** A just-saved script for that campaign, as GET /api/creator/scripts answers it; tests override what they look at. */
export const scriptFixture = (overrides: Partial<TScript> = {}): TScript => ({
  id: '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  script: 'x',
  title: null,
  description: null,
  productName: 'Glow serum',
  brand_id: 'brand-1',
  brand_name: 'Glow Labs',
  campaign_id: SCRIPT_CAMPAIGN_ID,
  status: 'Script Generated',
  platform: 'instagram',
  dynamic_price: 8550,
  rejection_count: 0,
  script_rejected_remarks: null,
  video_path: null,
  post_link: null,
  created_at: '2026-11-23T07:00:00.000Z',
  submitted_at: null,
  rejected_remarks: null,
  rejected_post_remarks: null,
  rejected_at: null,
  auto_approve_at: null,
  script_approval_required: false,
  script_approved_at: null,
  creator_due_at: null,
  approved_at: null,
  completed_at: null,
  closed_reason: null,
  ...overrides,
});
