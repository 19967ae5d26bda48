import { SUBMISSION_FILTERS, type SubmissionFilter } from '@amplio/shared/schemas/review';
import { useSearchParams } from 'react-router';
import type { SubmissionFilters } from '../api/get-submissions';
import { isUuid } from '@amplio/shared/domain/uuid';

const isFilter = (value: string | null): value is SubmissionFilter => (SUBMISSION_FILTERS as readonly string[]).includes(value ?? '');
/** Reads the review list's filters from the address (?status=&campaign_id=&page=); anything unknown is ignored. */
export function reviewFiltersFrom(params: URLSearchParams): SubmissionFilters {
  const status = params.get('status');
  const campaign = params.get('campaign_id')?.trim() ?? '';
  const page = Number(params.get('page'));
  return {
    status: isFilter(status) ? status : undefined,
    campaign_id: isUuid(campaign) ? campaign : undefined,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The address for a set of filters, so sidebar links, reloads and Back agree. */
export function reviewSearchFor(filters: SubmissionFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.status) search.set('status', filters.status);
  if (filters.campaign_id) search.set('campaign_id', filters.campaign_id);
  if (filters.page && filters.page > 1) search.set('page', String(filters.page));
  return search;
}

/** The filters live in the address; any change but the page itself goes back to page 1. */
export function useReviewParams() {
  const [params, setParams] = useSearchParams();
  const filters = reviewFiltersFrom(params);
  const update = (changes: Partial<SubmissionFilters>) => {
    const next = { ...filters, ...changes };
    if (!('page' in changes)) next.page = 1;
    setParams(reviewSearchFor(next));
  };
  return { filters, update };
}
