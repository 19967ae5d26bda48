import type { TReportSummaryResponse } from '@amplio/shared/schemas/campaign-reports';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/brands/reports/summary: the brand's published campaigns added up (the dashboard's card). */
export async function getReportSummary(options: { signal?: AbortSignal } = {}): Promise<TReportSummaryResponse['data']> {
  const response = await api.get<TReportSummaryResponse>('/api/brands/reports/summary', { signal: options.signal });
  return response.data;
}

export const getReportSummaryQueryOptions = () =>
  queryOptions({ queryKey: ['campaign-report', 'summary'], queryFn: ({ signal }) => getReportSummary({ signal }) });

export const useReportSummary = () => useQuery(getReportSummaryQueryOptions());
