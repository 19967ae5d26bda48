import type { TCampaignReport, TCampaignReportResponse, TReportSortKey, TReportSortOrder } from '@amplio/shared/schemas/campaign-reports';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const campaignReportKey = ['campaign-report'] as const;

/** Which page of the per-creator table to ask for, sorted by the server (decision 049, stop 39). */
export interface ReportTableParams {
  sort: TReportSortKey;
  order: TReportSortOrder;
  page: number;
}

const queryOf = (params: ReportTableParams) => new URLSearchParams({ sort: params.sort, order: params.order, page: String(params.page) });

/** GET /api/brands/campaigns/{id}/report: the campaign's results with one page of creators (404 for another brand's campaign). */
export async function getCampaignReport(
  id: string,
  params: ReportTableParams,
  options: { signal?: AbortSignal } = {},
): Promise<TCampaignReport> {
  const response = await api.get<TCampaignReportResponse>(`/api/brands/campaigns/${encodeURIComponent(id)}/report?${queryOf(params)}`, {
    signal: options.signal,
  });
  return response.data;
}

/** The CSV's address: a plain link downloads it (every row) with the session cookie. */
export const campaignReportCsvUrl = (id: string) => `/api/brands/campaigns/${encodeURIComponent(id)}/report.csv`;

export const getCampaignReportQueryOptions = (id: string, params: ReportTableParams) =>
  queryOptions({
    queryKey: [...campaignReportKey, id, params],
    queryFn: ({ signal }) => getCampaignReport(id, params, { signal }),
    // Another page or order of the same campaign keeps the report on screen while the rows load.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1] === id ? previous : undefined),
  });

/** Clicks arrive in batches every few seconds: the open report refreshes every 15 s. */
export const useCampaignReport = (id: string, params: ReportTableParams) =>
  useQuery({ ...getCampaignReportQueryOptions(id, params), refetchInterval: 15_000 });
