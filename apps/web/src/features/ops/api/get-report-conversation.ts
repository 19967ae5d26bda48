import type { TMessagesResponse } from '@amplio/shared/schemas/conversations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { opsReportsKey } from './get-ops-reports';

/**
 * GET /api/ops/reports/{id}/conversation: the reported conversation, oldest first, unmasked. The server answers the
 * newest 100 messages (`has_more` when there are older ones); it takes no `before`.
 */
export function getReportConversation(reportId: string, options: { signal?: AbortSignal } = {}): Promise<TMessagesResponse> {
  return api.get<TMessagesResponse>(`/api/ops/reports/${encodeURIComponent(reportId)}/conversation`, {
    signal: options.signal,
    cache: 'no-store',
  });
}

export const getReportConversationQueryOptions = (reportId: string) =>
  queryOptions({
    queryKey: [...opsReportsKey, 'conversation', reportId],
    queryFn: ({ signal }) => getReportConversation(reportId, { signal }),
  });

export const useReportConversation = (reportId: string) => useQuery(getReportConversationQueryOptions(reportId));
