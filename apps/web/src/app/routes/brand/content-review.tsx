import { REVIEW_MESSAGES as M } from '@amplio/shared/schemas/review';
import { useQueries, useQuery } from '@tanstack/react-query';
import { ClipboardCheck, Inbox, RotateCw } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useMemo } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonStyles } from '../../../components/ui/button';
import { Pagination, paginationOf } from '../../../components/ui/pagination';
import type { SelectOption } from '../../../components/ui/select';
import { paths } from '../../../config/paths';
import { getCampaignsQueryOptions } from '../../../features/campaigns/api/get-campaigns';
import { useSubmissionCounts } from '../../../features/review/api/get-submission-counts';
import { useSubmissions } from '../../../features/review/api/get-submissions';
import { SubmissionCard } from '../../../features/review/components/submission-card';
import { SubmissionGridSkeleton } from '../../../features/review/components/submission-grid-skeleton';
import { ReviewToolbar } from '../../../features/review/components/review-toolbar';
import { useReviewParams } from '../../../features/review/hooks/use-review-params';
import { isApiError } from '../../../lib/api-client';
import { clearStoredUser } from '../../../lib/stored-user';
import { useFocusTarget } from '../../../lib/use-focus-target';
import { loginRedirectFor } from '../../route-guard';

/** The filter menu lists at most this many of the brand's newest campaigns (10 a page). */
const CAMPAIGN_PAGES = 5;

const EMPTY_TEXT = {
  pending: {
    title: 'Nothing waiting for you',
    description: 'You have decided on every submission. New videos and post links appear here.',
  },
  approved: { title: 'No approved submissions', description: 'Videos you approve and work you complete appear here.' },
  rejected: { title: 'No rejected submissions', description: 'Submissions you send back to the creator appear here, with your reason.' },
  // Issue 28 §1.
  scripts: {
    title: 'No scripts to approve',
    description: 'On campaigns that approve scripts before filming, creators’ scripts appear here first.',
  },
} as const;

/** The brand's campaigns for the filter menu: the newest pages of GET /api/brands/campaigns, drafts left out. */
function useCampaignOptions(): { options: SelectOption[]; loading: boolean } {
  const first = useQuery(getCampaignsQueryOptions({ page: 1, sort: 'newest' }));
  const lastPage = Math.min(first.data?.last_page ?? 1, CAMPAIGN_PAGES);
  const rest = useQueries({
    queries: Array.from({ length: lastPage - 1 }, (_, i) => getCampaignsQueryOptions({ page: i + 2, sort: 'newest' })),
  });
  const options = [first, ...rest]
    .flatMap((page) => page.data?.data ?? [])
    .filter((campaign) => campaign.status !== 'draft')
    .map((campaign) => ({ value: campaign.id, label: campaign.product_name || 'Campaign' }));
  return { options, loading: first.isPending };
}

export default function ContentReviewPage() {
  const { filters, update } = useReviewParams();
  const navigate = useNavigate();
  const location = useLocation();
  const list = useSubmissions(filters);
  // Seeded by the list's answer; asked again on its own after a decision.
  const counts = useSubmissionCounts(filters.campaign_id, { enabled: list.isSuccess });
  const campaigns = useCampaignOptions();
  const data = list.data;
  // A link to one submission (a notification, the dashboard's "Review") names it in ?script=: its card comes into view.
  const scriptId = new URLSearchParams(location.search).get('script');
  useFocusTarget(scriptId ? `submission-${scriptId}` : null, Boolean(data?.submissions.length));

  // Spec 3 §8: a 401 sends the browser to the brand sign-in, and back here afterwards.
  const returnTo = location.pathname + location.search;
  const onSignedOut = useCallback(() => {
    clearStoredUser();
    navigate(loginRedirectFor('brand', 'unauthenticated', returnTo), { replace: true });
  }, [navigate, returnTo]);
  const unauthenticated = isApiError(list.error) && list.error.status === 401;
  useEffect(() => {
    if (unauthenticated) onSignedOut();
  }, [unauthenticated, onSignedOut]);

  const campaignOptions = useMemo(() => {
    const id = filters.campaign_id;
    if (!id || campaigns.loading || campaigns.options.some((o) => o.value === id)) return campaigns.options;
    const name = data?.submissions.find((s) => s.campaign.id === id)?.campaign.product_name;
    return [{ value: id, label: name || 'Selected campaign' }, ...campaigns.options];
  }, [filters.campaign_id, campaigns, data]);

  let body: ReactNode;
  if (list.isPending) body = <SubmissionGridSkeleton />;
  else if (list.isError) {
    body = (
      <Alert tone="danger" title={M.loadFailed}>
        <p>
          {isApiError(list.error) && list.error.noResponse
            ? 'Check your connection, then try again.'
            : 'Something went wrong while reading your submissions. Try again in a moment.'}
        </p>
        <Button
          variant="secondary"
          size="sm"
          className="mt-3"
          loading={list.isFetching}
          onClick={() => list.refetch()}
          leadingIcon={<RotateCw className="size-4" strokeWidth={1.75} aria-hidden="true" />}
        >
          Try again
        </Button>
      </Alert>
    );
  } else if (data && data.submissions.length === 0) {
    const text = filters.status ? EMPTY_TEXT[filters.status] : { title: M.emptyTitle, description: M.emptyDescription };
    body = (
      <EmptyState
        icon={filters.status ? Inbox : ClipboardCheck}
        title={text.title}
        description={filters.campaign_id && !filters.status ? 'Nothing has been submitted for this campaign yet.' : text.description}
        action={
          filters.status || filters.campaign_id ? (
            <Link to={paths.brandContentReview.path} className={buttonStyles({ variant: 'secondary' })}>
              See all submissions
            </Link>
          ) : (
            <Link to={paths.brandCampaigns.path} className={buttonStyles({ variant: 'secondary' })}>
              See your campaigns
            </Link>
          )
        }
      />
    );
  } else if (data) {
    body = (
      <div className="flex flex-col gap-5" aria-busy={list.isFetching || undefined}>
        <ul aria-label="Submissions" className="grid gap-5 md:grid-cols-2">
          {data.submissions.map((submission) => (
            <li key={submission.id} className="flex min-w-0">
              <div className="flex w-full min-w-0 flex-col [&>article]:flex-1">
                <SubmissionCard submission={submission} onSignedOut={onSignedOut} />
              </div>
            </li>
          ))}
        </ul>
        <Pagination
          {...paginationOf(data)}
          noun="submissions"
          onPageChange={(page) => {
            update({ page });
            window.scrollTo({ top: 0 });
          }}
        />
      </div>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-content flex-col gap-6">
      <div className="flex max-w-2xl flex-col gap-1">
        <h2 className="text-2xl text-ink sm:text-3xl">{M.title}</h2>
        <p className="text-ink-muted">{M.subtitle}</p>
      </div>
      <ReviewToolbar
        filters={filters}
        counts={counts.data ?? data?.counts}
        campaigns={campaignOptions}
        campaignsLoading={campaigns.loading}
        onCampaignChange={(campaign_id) => update({ campaign_id })}
      />
      {body}
    </div>
  );
}
