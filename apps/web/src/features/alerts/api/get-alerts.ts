import type { TAlertsResponse } from '@amplio/shared/schemas/alerts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The sidebar badge's count lives under the same root key, so one invalidation refreshes both. */
export const alertsKey = ['creator-alerts'] as const;

/** GET /api/creator/alerts: contentDue, paymentStatus and campaignUpdates, newest first, and the unread count. */
export function getAlerts(options: { signal?: AbortSignal } = {}): Promise<TAlertsResponse> {
  return api.get<TAlertsResponse>('/api/creator/alerts', { signal: options.signal, cache: 'no-store' });
}

export const getAlertsQueryOptions = () =>
  queryOptions({ queryKey: [...alertsKey, 'list'], queryFn: ({ signal }) => getAlerts({ signal }) });

export const useAlerts = () => useQuery(getAlertsQueryOptions());
