import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSubmissions, type SubmissionCounts, submissionCountsKeyFor } from './get-submissions';

/**
 * How many submissions each status filter holds (for one campaign, or all). Every list answer seeds this query, so the
 * review page never asks twice; elsewhere (the sidebar) it asks for a one-item page.
 */
export const getSubmissionCountsQueryOptions = (campaignId?: string) =>
  queryOptions({
    queryKey: submissionCountsKeyFor(campaignId),
    queryFn: async ({ signal }): Promise<SubmissionCounts | null> =>
      (await getSubmissions({ campaign_id: campaignId, per_page: 1 }, { signal })).counts,
    // Fresh as long as the list they came with; a decision invalidates them.
    staleTime: 30_000,
  });

export const useSubmissionCounts = (campaignId?: string, options: { enabled?: boolean } = {}) =>
  useQuery({ ...getSubmissionCountsQueryOptions(campaignId), enabled: options.enabled ?? true });
