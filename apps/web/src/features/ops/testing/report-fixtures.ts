import type { TMessage, TMessagesResponse, TOpsReport } from '@amplio/shared/schemas/conversations';

/** A message of a reported thread; override what a test needs. */
export const messageFixture = (overrides: Partial<TMessage> = {}): TMessage => ({
  id: 'm1',
  sender: 'creator',
  body: 'Pay me on UPI instead, it is quicker.',
  attachments: [],
  created_at: '2026-11-25T10:00:00.000Z',
  masked: false,
  ...overrides,
});

/** An open report by the brand of a creator's message, as GET /api/ops/reports lists it. */
export const reportFixture = (overrides: Partial<TOpsReport> = {}): TOpsReport => ({
  id: 'rep-1',
  conversation_id: 'conv-1',
  message: messageFixture(),
  reason: 'Asks to be paid outside Amplio.',
  reporter: 'brand',
  campaign: { id: 'k1', product_name: 'Glow serum' },
  brand_name: 'Meera Naturals',
  creator_name: 'Ishita Banerjee',
  created_at: '2026-11-25T11:00:00.000Z',
  resolved_at: null,
  ...overrides,
});

/** A page of the reported conversation (oldest first), as GET /api/ops/reports/{id}/conversation answers it. */
export const conversationPage = (data: TMessage[], has_more = false): TMessagesResponse => ({
  success: true,
  data,
  has_more,
  other_last_read_id: null,
  conversation: {
    id: 'conv-1',
    campaign: { id: 'k1', product_name: 'Glow serum' },
    brand: { id: 'b1', name: 'Meera Naturals', logo_url: null },
    creator: { id: 'u1', name: 'Ishita Banerjee', username: 'ishita', profile_photo: null },
    last_message: null,
    unread_count: 0,
    protected: false,
  },
});
