import { Link } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { Card, CardHeader } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { useNow } from '../../../lib/use-now';
import { useBrandAttention } from '../api/get-brand-attention';
import { useCampaigns } from '../api/get-campaigns';
import { attentionSections, needsAttention } from '../needs-attention';
import { AttentionList } from './attention-list';

/**
 * Issue 24 §3: everything that waits for the brand, from the recent campaigns (drafts, empty escrow, ending soon) and
 * from GET /api/brands/attention (submissions with their countdown, applications, campaigns ending within 7 days).
 * "All caught up" only once both have answered and nothing waits.
 */
export function AttentionCard() {
  const campaigns = useCampaigns({ page: 1 });
  const attention = useBrandAttention();
  const now = useNow(60_000);
  const items = campaigns.data ? needsAttention(campaigns.data.data, new Date(now)) : [];
  const sections = attentionSections({ items, attention: attention.data?.data, now });
  const loading = campaigns.isPending || attention.isPending;
  const failed = campaigns.isError || attention.isError;
  return (
    <Card>
      <CardHeader
        title="Needs your attention"
        description="Submissions, applications and campaigns waiting for you."
        actions={
          <Link to={paths.brandCampaigns.path} className="rounded-control px-2 py-1 text-sm font-semibold text-brand hover:bg-brand-soft">
            All campaigns
          </Link>
        }
      />
      {loading ? (
        <div role="status" aria-label="Loading what needs your attention" className="flex flex-col gap-3">
          <Skeleton className="h-12" />
          <Skeleton className="h-12" />
        </div>
      ) : (
        <div className="flex flex-col gap-4">
          {campaigns.isError ? (
            <ErrorState what="your campaigns" error={campaigns.error} onRetry={() => campaigns.refetch()} retrying={campaigns.isFetching} />
          ) : null}
          {attention.isError ? (
            <ErrorState
              what="the submissions and applications waiting for you"
              error={attention.error}
              onRetry={() => attention.refetch()}
              retrying={attention.isFetching}
            />
          ) : null}
          {failed && sections.length === 0 ? null : <AttentionList sections={sections} />}
        </div>
      )}
    </Card>
  );
}
