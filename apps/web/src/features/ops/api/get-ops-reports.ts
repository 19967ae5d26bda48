import type { ZOpsReportsResponse } from '@amplio/shared/schemas/conversations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export type TOpsReportsResponse = z.infer<typeof ZOpsReportsResponse>;

export const opsReportsKey = ['ops-reports'] as const;

/** GET /api/ops/reports: the messages brands and creators reported, open and resolved. */
export function getOpsReports(options: { signal?: AbortSignal } = {}): Promise<TOpsReportsResponse> {
  return api.get<TOpsReportsResponse>('/api/ops/reports', { signal: options.signal, cache: 'no-store' });
}

export const getOpsReportsQueryOptions = () =>
  queryOptions({ queryKey: [...opsReportsKey, 'list'], queryFn: ({ signal }) => getOpsReports({ signal }), staleTime: 0 });

export const useOpsReports = () => useQuery(getOpsReportsQueryOptions());
