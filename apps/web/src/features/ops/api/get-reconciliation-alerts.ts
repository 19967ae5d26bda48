import type { TReconciliationAlertsResponse } from '@amplio/shared/schemas/ops-books';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type AlertStatus = 'open' | 'resolved';

export interface OpsAlertsFilter {
  status: AlertStatus;
  page: number;
}

/** GET /api/ops/reconciliation/alerts?status=&page=: open mismatches oldest first, or resolved ones latest first, with counts. */
export function getReconciliationAlerts(
  filter: OpsAlertsFilter,
  options: { signal?: AbortSignal } = {},
): Promise<TReconciliationAlertsResponse> {
  return api.get<TReconciliationAlertsResponse>('/api/ops/reconciliation/alerts', {
    query: { status: filter.status, page: filter.page > 1 ? filter.page : undefined },
    signal: options.signal,
    cache: 'no-store',
  });
}

export const opsAlertsKey = ['ops-reconciliation-alerts'] as const;

export const getReconciliationAlertsQueryOptions = (filter: OpsAlertsFilter) =>
  queryOptions({
    queryKey: [...opsAlertsKey, filter.status, filter.page],
    queryFn: ({ signal }) => getReconciliationAlerts(filter, { signal }),
    staleTime: 0,
  });

export const useReconciliationAlerts = (filter: OpsAlertsFilter) =>
  useQuery({
    ...getReconciliationAlertsQueryOptions(filter),
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1] === filter.status ? previous : undefined),
  });
