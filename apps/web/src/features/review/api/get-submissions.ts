import type { SubmissionFilter, TListSubmissionsResponse, TSubmission } from '@amplio/shared/schemas/review';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { isOverdue } from '../countdown';

export interface SubmissionFilters {
  status?: SubmissionFilter;
  campaign_id?: string;
  page?: number;
}

export type SubmissionCounts = TListSubmissionsResponse['counts'];

export interface SubmissionPage {
  submissions: TSubmission[];
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
  counts: SubmissionCounts | null;
}

const whole = (value: unknown, fallback: number) => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);

/** Spec 3 §7: the list is read from data.data, and anything but an array there is an empty list. */
export function readSubmissionPage(body: unknown): SubmissionPage {
  const outer = body && typeof body === 'object' ? (body as Partial<TListSubmissionsResponse>) : {};
  const page = outer.data && typeof outer.data === 'object' ? outer.data : undefined;
  const submissions = Array.isArray(page?.data) ? page.data : [];
  const perPage = whole(page?.per_page, submissions.length || 10);
  return {
    submissions,
    current_page: whole(page?.current_page, 1),
    per_page: perPage,
    total: whole(page?.total, submissions.length),
    last_page: whole(page?.last_page, 1),
    counts: outer.counts ?? null,
  };
}

/** GET /api/brands/creator-submissions?status=&campaign_id=&page=: this brand's submissions, newest first. */
export async function getSubmissions(
  filters: SubmissionFilters & { per_page?: number },
  options: { signal?: AbortSignal } = {},
): Promise<SubmissionPage> {
  const body = await api.get<unknown>('/api/brands/creator-submissions', {
    query: { status: filters.status, campaign_id: filters.campaign_id, page: filters.page, per_page: filters.per_page },
    signal: options.signal,
  });
  return readSubmissionPage(body);
}

export const submissionsKey = ['brand-submissions'] as const;
export const submissionListsKey = [...submissionsKey, 'list'] as const;
export const submissionCountsKey = [...submissionsKey, 'counts'] as const;
export const submissionCountsKeyFor = (campaignId: string | undefined) => [...submissionCountsKey, campaignId ?? null] as const;

/** How often the list is read again while an automatic decision on it is due, until the server has made it. */
const OVERDUE_REFETCH_MS = 15_000;

export const getSubmissionsQueryOptions = (filters: SubmissionFilters) =>
  queryOptions({
    queryKey: [...submissionListsKey, filters],
    queryFn: async ({ signal, client }) => {
      const page = await getSubmissions(filters, { signal });
      // Every list answer carries the filters' counts: the sidebar and the tabs read them without another call.
      if (page.counts) client.setQueryData(submissionCountsKeyFor(filters.campaign_id), page.counts);
      return page;
    },
    placeholderData: keepPreviousData,
    refetchInterval: (query) => {
      const now = Date.now();
      return query.state.data?.submissions.some((s) => isOverdue(s.auto_approve_at, now)) ? OVERDUE_REFETCH_MS : false;
    },
  });

export const useSubmissions = (filters: SubmissionFilters) => useQuery(getSubmissionsQueryOptions(filters));
