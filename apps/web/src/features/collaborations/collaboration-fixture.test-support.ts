import type { TCollaboration } from '@amplio/shared/schemas/collaborations';

/** A waiting invitation of the demo creator's, as GET /api/creator/invitations lists it; tests override what they look at. */
export const collaborationFixture = (overrides: Partial<TCollaboration> = {}): TCollaboration => ({
  id: 'r1',
  kind: 'invitation',
  status: 'pending',
  campaign_id: 'c1',
  campaign_name: 'Glow serum',
  brand_name: 'Glow Labs',
  creator_id: 'u1',
  creator_name: 'Demo Creator',
  creator_username: null,
  platform: 'instagram',
  price: 2500,
  message: null,
  decline_reason: null,
  script_id: null,
  script_status: null,
  created_at: '2026-11-20T07:00:00.000Z',
  expires_at: null,
  decided_at: null,
  ...overrides,
});
