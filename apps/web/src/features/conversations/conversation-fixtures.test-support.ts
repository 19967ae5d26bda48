import type { TConversation, TMessage, TMessagesResponse } from '@amplio/shared/schemas/conversations';

export const CONVERSATION = '5d7c2a10-1b2c-4d3e-8f4a-5b6c7d8e9f01';
export const CAMPAIGN = '0b6f9d1e-3c1a-4f5e-9a7b-1c2d3e4f5a6b';

/** Glow Labs and Ishita about the Glow serum campaign, as GET /api/conversations lists it; tests override what they look at. */
export const conversationFixture = (overrides: Partial<TConversation> = {}): TConversation => ({
  id: CONVERSATION,
  campaign: { id: CAMPAIGN, product_name: 'Glow serum' },
  brand: { id: 'b1', name: 'Glow Labs', logo_url: null },
  creator: { id: 'u1', name: 'Ishita Banerjee', username: 'ishita', profile_photo: null },
  last_message: { body: 'Can you film on Friday?', sender: 'brand', created_at: '2026-11-20T07:00:00.000Z' },
  unread_count: 0,
  protected: false,
  ...overrides,
});

let sequence = 0;
/** A message; ids are UUID-shaped and unique unless given. */
export const messageFixture = (overrides: Partial<TMessage> = {}): TMessage => {
  sequence += 1;
  return {
    id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    sender: 'brand',
    body: 'Hello',
    attachments: [],
    created_at: '2026-11-20T07:00:00.000Z',
    masked: false,
    ...overrides,
  };
};

export const messagesPage = (data: TMessage[], overrides: Partial<TMessagesResponse> = {}): TMessagesResponse => ({
  success: true,
  data,
  has_more: false,
  conversation: conversationFixture(),
  other_last_read_id: null,
  ...overrides,
});
