import type { TCampaignReport, TCampaignReportResponse } from '@amplio/shared/schemas/campaign-reports';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const campaignReportKey = ['campaign-report'] as const;

/** GET /api/brands/campaigns/{id}/report: the campaign's results (404 for another brand's campaign). */
export async function getCampaignReport(id: string, options: { signal?: AbortSignal } = {}): Promise<TCampaignReport> {
  const response = await api.get<TCampaignReportResponse>(`/api/brands/campaigns/${encodeURIComponent(id)}/report`, {
    signal: options.signal,
  });
  return response.data;
}

/** The CSV's address: a plain link downloads it with the session cookie. */
export const campaignReportCsvUrl = (id: string) => `/api/brands/campaigns/${encodeURIComponent(id)}/report.csv`;

export const getCampaignReportQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...campaignReportKey, id], queryFn: ({ signal }) => getCampaignReport(id, { signal }) });

/** Clicks arrive in batches every few seconds: the open report refreshes every 15 s. */
export const useCampaignReport = (id: string) => useQuery({ ...getCampaignReportQueryOptions(id), refetchInterval: 15_000 });
