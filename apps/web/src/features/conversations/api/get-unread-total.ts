import type { ZUnreadResponse } from '@amplio/shared/schemas/conversations';
import type { z } from 'zod';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { conversationsKey } from './get-conversations';

export const unreadTotalKey = [...conversationsKey, 'unread'] as const;

/** GET /api/conversations/unread: how many messages wait to be read, over all conversations. */
export async function getUnreadTotal(options: { signal?: AbortSignal } = {}): Promise<number> {
  const response = await api.get<z.infer<typeof ZUnreadResponse>>('/api/conversations/unread', {
    signal: options.signal,
    cache: 'no-store',
  });
  return response.unread_total;
}

export const getUnreadTotalQueryOptions = () =>
  queryOptions({ queryKey: unreadTotalKey, queryFn: ({ signal }) => getUnreadTotal({ signal }), staleTime: 60_000 });

/** The Messages badge: unread messages, 0 while loading or on failure. Live events keep it current. */
export function useUnreadMessages(): number {
  return useQuery(getUnreadTotalQueryOptions()).data ?? 0;
}
