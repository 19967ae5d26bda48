import {
  type TNewsletterSubscribeRequest,
  type TNewsletterSubscribeResponse,
  ZNewsletterSubscribeRequest,
} from '@amplio/shared/schemas/newsletter';
import { apiRequest } from '../../../lib/api-client';

export type SubscribeCheck = { ok: true; data: TNewsletterSubscribeRequest } | { ok: false; message: string };

/** The same rules the server applies (packages/shared/src/schemas/newsletter.ts). */
export function checkNewsletterEmail(email: string): SubscribeCheck {
  const parsed = ZNewsletterSubscribeRequest.safeParse({ email });
  if (parsed.success) return { ok: true, data: parsed.data };
  return { ok: false, message: parsed.error.issues[0]?.message ?? '' };
}

/** POST /api/newsletter: double opt-in, the same answer for every accepted address. */
export function subscribeNewsletter(input: TNewsletterSubscribeRequest): Promise<TNewsletterSubscribeResponse> {
  return apiRequest<TNewsletterSubscribeResponse>('/api/newsletter', { method: 'POST', body: { email: input.email } });
}
