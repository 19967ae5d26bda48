import type { TMessagesResponse } from '@amplio/shared/schemas/conversations';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { opsReportsKey } from './get-ops-reports';

/**
 * GET /api/ops/reports/{id}/conversation?before=: the reported conversation, as its participants read it (newest page
 * first, each page oldest first); `before` asks for the page before the oldest message shown.
 */
export function getReportConversation(
  input: { reportId: string; before?: string },
  options: { signal?: AbortSignal } = {},
): Promise<TMessagesResponse> {
  return api.get<TMessagesResponse>(`/api/ops/reports/${encodeURIComponent(input.reportId)}/conversation`, {
    query: { before: input.before },
    signal: options.signal,
    cache: 'no-store',
  });
}

export const getReportConversationQueryOptions = (reportId: string) =>
  infiniteQueryOptions({
    queryKey: [...opsReportsKey, 'conversation', reportId],
    queryFn: ({ pageParam, signal }) => getReportConversation({ reportId, before: pageParam }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => (page.has_more ? page.data[0]?.id : undefined),
  });

export const useReportConversation = (reportId: string) => useInfiniteQuery(getReportConversationQueryOptions(reportId));
