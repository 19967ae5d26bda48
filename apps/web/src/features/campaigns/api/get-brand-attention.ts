import type { TAttentionResponse } from '@amplio/shared/schemas/attention';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useLiveEvent } from '../../events/use-live-event';

/** A video or post link waiting for the brand; at `decides_at` Amplio decides on the brand's behalf (auto-approval). */
export type AttentionSubmission = TAttentionResponse['data']['submissions'][number];
/** A creator's application waiting for the brand's answer until `expires_at`. */
export type AttentionApplication = TAttentionResponse['data']['applications'][number];
/** A campaign ending within 7 days (YYYY-MM-DD). */
export type AttentionEnding = TAttentionResponse['data']['campaigns_ending'][number];

/** GET /api/brands/attention (issue 24 §3). `waiting_count`: submissions waiting for the brand's decision. */
export function getBrandAttention(options: { signal?: AbortSignal } = {}): Promise<TAttentionResponse> {
  return api.get<TAttentionResponse>('/api/brands/attention', { signal: options.signal, cache: 'no-store' });
}

export const brandAttentionKey = ['brand-attention'] as const;

export const getBrandAttentionQueryOptions = () =>
  queryOptions({ queryKey: brandAttentionKey, queryFn: ({ signal }) => getBrandAttention({ signal }), staleTime: 0 });

/** Categories of notification that mean something new may wait for the brand. */
const ATTENTION_CATEGORIES = new Set(['reviews', 'deadlines', 'collaborations', 'campaigns']);

/**
 * What waits for the brand: the dashboard's list and the sidebar's Content Review badge. Read again when the live
 * stream says a script, collaboration or campaign changed, or brings a notification about one.
 */
export function useBrandAttention() {
  const client = useQueryClient();
  const refresh = () => void client.invalidateQueries({ queryKey: brandAttentionKey }, { cancelRefetch: false });
  useLiveEvent('status', (event) => {
    if (event.entity !== 'payout') refresh();
  });
  useLiveEvent('notification', ({ notification }) => {
    if (ATTENTION_CATEGORIES.has(notification.category)) refresh();
  });
  return useQuery(getBrandAttentionQueryOptions());
}
