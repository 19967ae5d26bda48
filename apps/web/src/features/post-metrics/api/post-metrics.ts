import type { TPostMetricReportResponse, TPostMetricsResponse } from '@amplio/shared/schemas/post-metrics';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { UploadProgress } from '../../../lib/xhr-fetch';

export const postMetricsKey = ['post-metrics'] as const;
const creatorKey = (scriptId: string) => [...postMetricsKey, 'creator', scriptId] as const;
const brandKey = (scriptId: string) => [...postMetricsKey, 'brand', scriptId] as const;
const enc = encodeURIComponent;

/** GET /api/creator/scripts/{id}/post-metrics. */
export const creatorPostMetricsQuery = (scriptId: string) =>
  queryOptions({
    queryKey: creatorKey(scriptId),
    queryFn: ({ signal }) =>
      api.get<TPostMetricsResponse>(`/api/creator/scripts/${enc(scriptId)}/post-metrics`, { signal, cache: 'no-store' }),
  });

/** GET /api/brands/scripts/{id}/post-metrics: the same, with the overdue reports. */
export const brandPostMetricsQuery = (scriptId: string) =>
  queryOptions({
    queryKey: brandKey(scriptId),
    queryFn: ({ signal }) =>
      api.get<TPostMetricsResponse>(`/api/brands/scripts/${enc(scriptId)}/post-metrics`, { signal, cache: 'no-store' }),
  });

export const useCreatorPostMetrics = (scriptId: string) => useQuery(creatorPostMetricsQuery(scriptId));
export const useBrandPostMetrics = (scriptId: string) => useQuery(brandPostMetricsQuery(scriptId));

export type PostMetricCountsInput = Record<'views' | 'likes' | 'comments' | 'shares' | 'saves' | 'reach', string>;

export interface ReportPostMetricsInput {
  scriptId: string;
  counts: PostMetricCountsInput;
  proof: File;
  onUploadProgress: (progress: UploadProgress) => void;
}

/** POST /api/creator/scripts/{id}/post-metrics: the counts first, then the screenshot, with upload progress. */
export function reportPostMetrics({ scriptId, counts, proof, onUploadProgress }: ReportPostMetricsInput) {
  const body = new FormData();
  for (const [name, value] of Object.entries(counts)) body.append(name, value.trim());
  body.append('proof', proof);
  return api.post<TPostMetricReportResponse>(`/api/creator/scripts/${enc(scriptId)}/post-metrics`, body, { onUploadProgress });
}

export function useReportPostMetrics() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reportPostMetrics,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: postMetricsKey });
      void queryClient.invalidateQueries({ queryKey: ['creator-campaigns'] });
    },
  });
}

/** POST /api/brands/post-metrics/{id}/accept or /question {reason}. */
export function decidePostMetric(
  input: { reportId: string; decision: 'accept' } | { reportId: string; decision: 'question'; reason: string },
) {
  const url = `/api/brands/post-metrics/${enc(input.reportId)}/${input.decision}`;
  return api.post<TPostMetricReportResponse>(url, input.decision === 'question' ? { reason: input.reason } : {});
}

export function useDecidePostMetric() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: decidePostMetric, onSettled: () => queryClient.invalidateQueries({ queryKey: postMetricsKey }) });
}
