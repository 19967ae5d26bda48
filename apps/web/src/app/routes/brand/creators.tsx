import { CREATOR_SEARCH_LIMITS, CREATOR_SEARCH_SORTS } from '@amplio/shared/schemas/creator-search';
import { SearchX, UsersRound } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { SearchBox } from '../../../components/search-box';
import { Button, buttonStyles } from '../../../components/ui/button';
import { Select } from '../../../components/ui/select';
import { Skeleton } from '../../../components/ui/skeleton';
import { useCampaigns } from '../../../features/campaigns/api/get-campaigns';
import { useCreatorSearch } from '../../../features/creator-search/api/search-creators';
import { CreatorCard } from '../../../features/creator-search/components/creator-card';
import { CreatorFilters } from '../../../features/creator-search/components/creator-filters';
import { useCreatorSearchParams } from '../../../features/creator-search/hooks/use-creator-search-params';

const SORT_LABELS: Record<(typeof CREATOR_SEARCH_SORTS)[number], string> = {
  relevance: 'Best match',
  followers: 'Most followers',
  engagement: 'Highest engagement',
  price: 'Price, low to high',
  on_time_rate: 'Most often on time',
  newest: 'Newest',
};
const SORT_OPTIONS = CREATOR_SEARCH_SORTS.map((value) => ({ value, label: SORT_LABELS[value] }));
// A price exists only on a chosen campaign, so its sort is offered once one is chosen.
const SORT_OPTIONS_WITHOUT_PRICE = SORT_OPTIONS.filter((option) => option.value !== 'price');

function ResultsSkeleton() {
  return (
    <ul aria-hidden="true" className="grid grid-cols-[repeat(auto-fill,minmax(min(100%,17rem),1fr))] gap-4">
      {['a', 'b', 'c', 'd', 'e', 'f'].map((slot) => (
        <li key={slot}>
          <Skeleton className="h-64" />
        </li>
      ))}
    </ul>
  );
}

/** Issue 23 §1: brands find creators by words, place, language, numbers and track record. */
export default function FindCreatorsPage() {
  const { filters, update, clear } = useCreatorSearchParams();
  const search = useCreatorSearch(filters);
  const campaigns = useCampaigns({ status: 'active' });
  const [filtersOpen, setFiltersOpen] = useState(false);
  const pages = search.data?.pages ?? [];
  const creators = pages.flatMap((page) => page.data);
  const facets = pages[0]?.facets;
  const campaignOptions = (campaigns.data?.data ?? []).map((c) => ({ value: c.id, label: c.product_name ?? 'Untitled campaign' }));
  const filterCount = Object.keys(filters).filter((key) => key !== 'sort' && key !== 'q').length;
  const filtered = filterCount > 0;

  let body: React.ReactNode;
  if (search.isPending) body = <ResultsSkeleton />;
  else if (search.isError)
    body = <ErrorState what="creators" error={search.error} onRetry={() => search.refetch()} retrying={search.isFetching} />;
  else if (creators.length === 0)
    body = (
      <EmptyState
        icon={filters.q || filtered ? SearchX : UsersRound}
        title={filters.q || filtered ? 'No creators match this search' : 'No creators yet'}
        description={
          filters.q || filtered
            ? 'Try fewer filters, a wider follower range, or another spelling.'
            : 'Creators appear here once they have registered and verified their e-mail.'
        }
        action={
          filters.q || filtered ? (
            <button type="button" className={buttonStyles({ variant: 'secondary' })} onClick={clear}>
              Clear the search
            </button>
          ) : undefined
        }
      />
    );
  else
    body = (
      <div className="flex flex-col gap-4" aria-busy={search.isFetching || undefined}>
        <ul aria-label="Creators" className="grid grid-cols-[repeat(auto-fill,minmax(min(100%,17rem),1fr))] gap-4">
          {creators.map((creator) => (
            <li key={creator.id}>
              <CreatorCard creator={creator} />
            </li>
          ))}
        </ul>
        {search.hasNextPage ? (
          <Button
            variant="secondary"
            className="self-center"
            loading={search.isFetchingNextPage}
            loadingLabel="Loading more creators"
            onClick={() => void search.fetchNextPage()}
          >
            Show more creators
          </Button>
        ) : (
          <p className="text-center text-sm text-ink-muted">That is every creator for this search.</p>
        )}
      </div>
    );

  return (
    <div className="mx-auto flex w-full max-w-content flex-col gap-6">
      <div className="flex max-w-2xl flex-col gap-1">
        <h2 className="text-2xl text-ink sm:text-3xl">Find creators</h2>
        <p className="text-ink-muted">
          Search by name, username or what they make, then narrow by platform, audience, place, language and track record.
        </p>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <SearchBox
          id="creator-search"
          label="Search creators"
          maxLength={CREATOR_SEARCH_LIMITS.queryMax}
          placeholder="Name, username or topic"
          search={filters.q}
          onSearch={(q) => update({ q }, { replace: true })}
          className="flex-1"
        />
        <Select
          label="Sort by"
          options={filters.campaign_id ? SORT_OPTIONS : SORT_OPTIONS_WITHOUT_PRICE}
          value={filters.sort ?? (filters.q ? 'relevance' : 'newest')}
          onChange={(event) => update({ sort: event.target.value })}
          fieldClassName="sm:w-56"
        />
        <Button
          variant="secondary"
          className="lg:hidden"
          aria-expanded={filtersOpen}
          aria-controls="creator-filters"
          onClick={() => setFiltersOpen((open) => !open)}
        >
          {filtersOpen ? 'Hide filters' : filterCount ? `Filters (${filterCount})` : 'Filters'}
        </Button>
      </div>
      <div className="grid gap-6 lg:grid-cols-[19rem_1fr]">
        <aside
          id="creator-filters"
          className={`${filtersOpen ? 'block' : 'hidden'} h-fit rounded-card border border-border bg-surface p-4 shadow-soft lg:block`}
        >
          <CreatorFilters
            key={new URLSearchParams(filters as Record<string, string>).toString()}
            filters={filters}
            facets={facets}
            campaigns={campaignOptions}
            onApply={(next) => {
              update(next);
              setFiltersOpen(false);
            }}
            onClear={clear}
          />
        </aside>
        <section aria-label="Search results" className="min-w-0">
          {body}
        </section>
      </div>
    </div>
  );
}
