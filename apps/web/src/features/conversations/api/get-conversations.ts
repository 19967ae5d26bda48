import type { TConversationsResponse } from '@amplio/shared/schemas/conversations';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Every conversation view (lists, badge, threads) sits under this key; the live event stream re-reads it while it polls. */
export const conversationsKey = ['conversations'] as const;
export const conversationListsKey = [...conversationsKey, 'list'] as const;

export interface ConversationFilters {
  page?: number;
  /** By the other side's name or the campaign's. */
  q?: string;
  /** Only the conversations about one campaign. */
  campaign_id?: string;
}

/** GET /api/conversations?page=&q=&campaign_id=: the user's conversations, 20 a page, the latest activity first. */
export function getConversations(filters: ConversationFilters, options: { signal?: AbortSignal } = {}): Promise<TConversationsResponse> {
  return api.get<TConversationsResponse>('/api/conversations', {
    query: { page: filters.page, q: filters.q, campaign_id: filters.campaign_id },
    signal: options.signal,
    cache: 'no-store',
  });
}

export const getConversationsQueryOptions = (filters: ConversationFilters) =>
  queryOptions({
    queryKey: [...conversationListsKey, filters],
    queryFn: ({ signal }) => getConversations(filters, { signal }),
    placeholderData: keepPreviousData,
  });

export const useConversations = (filters: ConversationFilters, options: { enabled?: boolean } = {}) =>
  useQuery({ ...getConversationsQueryOptions(filters), enabled: options.enabled });
