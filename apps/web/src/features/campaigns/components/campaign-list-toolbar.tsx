import { CAMPAIGN_STATUS_LABELS, CAMPAIGN_STATUSES, type CampaignStatus } from '@amplio/shared/constants/campaigns';
import { CAMPAIGN_LIMITS } from '@amplio/shared/constants/campaigns';
import { Search, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Select } from '../../../components/ui/select';
import type { CampaignListFilters } from '../api/get-campaigns';

const STATUS_OPTIONS = CAMPAIGN_STATUSES.map((status) => ({ value: status, label: CAMPAIGN_STATUS_LABELS[status] }));
const SORT_OPTIONS = [
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
];
const SEARCH_DELAY_MS = 300;

interface ToolbarProps {
  filters: CampaignListFilters;
  onChange: (changes: Partial<CampaignListFilters>) => void;
}

/** Search by product name (as you type, after a short pause), a status filter and the sort order. */
export function CampaignListToolbar({ filters, onChange }: ToolbarProps) {
  const [text, setText] = useState(filters.search ?? '');
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  // Follow the address when it changes from outside (a sidebar link, Back).
  useEffect(() => setText(filters.search ?? ''), [filters.search]);

  useEffect(() => {
    const wanted = text.trim();
    if (wanted === (filters.search ?? '')) return;
    const timer = setTimeout(() => onChangeRef.current({ search: wanted || undefined }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, filters.search]);

  return (
    <div className="grid gap-3 sm:grid-cols-[1fr_180px_160px] sm:items-end">
      <search>
        <form
          className="flex flex-col gap-1.5"
          onSubmit={(event) => {
            event.preventDefault();
            onChange({ search: text.trim() || undefined });
          }}
        >
          <label htmlFor="campaign-search" className="text-sm font-medium text-ink">
            Search campaigns
          </label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-ink-muted"
              strokeWidth={1.75}
              aria-hidden="true"
            />
            <input
              id="campaign-search"
              type="search"
              value={text}
              maxLength={CAMPAIGN_LIMITS.searchMax}
              onChange={(event) => setText(event.target.value)}
              placeholder="Product name"
              className="h-11 w-full rounded-control border border-border bg-surface pr-10 pl-11 text-base text-ink shadow-xs placeholder:text-ink-muted/80 hover:border-ink-subtle focus-visible:border-brand focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand/30 [&::-webkit-search-cancel-button]:hidden"
            />
            {text ? (
              <button
                type="button"
                onClick={() => {
                  setText('');
                  onChange({ search: undefined });
                }}
                className="absolute top-1/2 right-1.5 inline-flex size-8 -translate-y-1/2 items-center justify-center rounded-control text-ink-muted hover:bg-surface-muted hover:text-ink"
                aria-label="Clear the search box"
              >
                <X className="size-4" strokeWidth={1.75} aria-hidden="true" />
              </button>
            ) : null}
          </div>
        </form>
      </search>
      <Select
        label="Status"
        placeholder="All but archived"
        options={STATUS_OPTIONS}
        value={filters.status ?? ''}
        onChange={(event) => onChange({ status: (event.target.value || undefined) as CampaignStatus | undefined })}
      />
      <Select
        label="Sort"
        options={SORT_OPTIONS}
        value={filters.sort ?? 'newest'}
        onChange={(event) => onChange({ sort: event.target.value as CampaignListFilters['sort'] })}
      />
    </div>
  );
}
