import type { ReactNode } from 'react';
import { Archive, FilePen, Megaphone, Plus, SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { buttonStyles } from '../../../components/ui/button';
import { Pagination, paginationOf } from '../../../components/ui/pagination';
import { paths } from '../../../config/paths';
import { useCampaigns } from '../../../features/campaigns/api/get-campaigns';
import { CampaignListToolbar } from '../../../features/campaigns/components/campaign-list-toolbar';
import { CampaignTable, CampaignTableSkeleton } from '../../../features/campaigns/components/campaign-table';
import { useCampaignListParams } from '../../../features/campaigns/hooks/use-campaign-list-params';

const HEADINGS = {
  draft: { title: 'Drafts', intro: 'Campaigns you have started but not funded yet. Finish one and fund it to publish it.' },
  archived: { title: 'Archived', intro: 'Drafts and completed campaigns you have put away. They keep their history and receipts.' },
  all: { title: 'All campaigns', intro: 'Every campaign you run, with what it has in escrow. Archived campaigns are under Archived.' },
} as const;

const createButton = (
  <Link to={paths.brandCampaignCreate.path} className={buttonStyles()}>
    <Plus className="size-5" strokeWidth={1.75} aria-hidden="true" />
    Create campaign
  </Link>
);

export default function CampaignsPage() {
  const { filters, update } = useCampaignListParams();
  const query = useCampaigns(filters);
  const heading = filters.status === 'draft' ? HEADINGS.draft : filters.status === 'archived' ? HEADINGS.archived : HEADINGS.all;
  const data = query.data;

  let body: ReactNode;
  if (query.isPending) body = <CampaignTableSkeleton />;
  else if (query.isError)
    body = <ErrorState what="your campaigns" error={query.error} onRetry={() => query.refetch()} retrying={query.isFetching} />;
  else if (data && data.data.length === 0) {
    if (filters.search)
      body = (
        <EmptyState
          icon={SearchX}
          title="No campaigns match your search"
          description={`Nothing is called “${filters.search}”${filters.status ? ' with this status' : ''}. Check the spelling, or clear the search.`}
          action={
            <button type="button" className={buttonStyles({ variant: 'secondary' })} onClick={() => update({ search: undefined })}>
              Clear search
            </button>
          }
        />
      );
    else if (filters.status === 'archived')
      body = (
        <EmptyState
          icon={Archive}
          title="Nothing archived"
          description="Archive a draft you no longer need, or a completed campaign, to tidy your list."
          action={
            <Link to={paths.brandCampaigns.path} className={buttonStyles({ variant: 'secondary' })}>
              See all campaigns
            </Link>
          }
        />
      );
    else if (filters.status === 'draft')
      body = (
        <EmptyState
          icon={FilePen}
          title="No drafts"
          description="A campaign stays a draft until you fund it. Start one now; you can save it half-filled."
          action={createButton}
        />
      );
    else if (filters.status)
      body = (
        <EmptyState
          icon={Megaphone}
          title="No campaigns with this status"
          description="Choose another status, or see every campaign."
          action={
            <button type="button" className={buttonStyles({ variant: 'secondary' })} onClick={() => update({ status: undefined })}>
              Show all campaigns
            </button>
          }
        />
      );
    else
      body = (
        <EmptyState
          icon={Megaphone}
          title="Create your first campaign"
          description="Describe your product and what you want creators to make, set a budget, and fund it into escrow. Creators are paid only for work you approve."
          action={createButton}
        />
      );
  } else if (data)
    body = (
      <div className="flex flex-col gap-4" aria-busy={query.isFetching || undefined}>
        <CampaignTable campaigns={data.data} />
        <Pagination
          {...paginationOf(data)}
          noun="campaigns"
          onPageChange={(page) => {
            update({ page });
            window.scrollTo({ top: 0 });
          }}
        />
      </div>
    );

  return (
    <div className="mx-auto flex w-full max-w-content flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex max-w-2xl flex-col gap-1">
          <h2 className="text-2xl text-ink sm:text-3xl">{heading.title}</h2>
          <p className="text-ink-muted">{heading.intro}</p>
        </div>
        {createButton}
      </div>
      <section
        aria-label="Campaign list"
        className="flex flex-col gap-5 rounded-card border border-border bg-surface p-4 shadow-soft sm:p-6"
      >
        <CampaignListToolbar filters={filters} onChange={update} />
        {body}
      </section>
    </div>
  );
}
