import type { TUnreadAlertsResponse } from '@amplio/shared/schemas/creator-profile';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/creator/alerts/unread-count: the number on the overview's badge. */
export async function getUnreadAlerts(options: { signal?: AbortSignal } = {}): Promise<number> {
  const response = await api.get<TUnreadAlertsResponse>('/api/creator/alerts/unread-count', { signal: options.signal, cache: 'no-store' });
  return response.unread_count;
}

export const getUnreadAlertsQueryOptions = () =>
  queryOptions({ queryKey: ['creator-alerts', 'unread-count'], queryFn: ({ signal }) => getUnreadAlerts({ signal }), staleTime: 60_000 });

export const useUnreadAlerts = () => useQuery(getUnreadAlertsQueryOptions());
