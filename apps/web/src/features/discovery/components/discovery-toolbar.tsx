import { CAMPAIGN_LIMITS, CAMPAIGN_PLATFORMS } from '@amplio/shared/constants/campaigns';
import { Search, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { cn } from '../../../lib/cn';
import type { DiscoveryFilters } from '../api/get-active-campaigns';

const SEARCH_DELAY_MS = 300;
const CHIPS = [{ value: undefined, label: 'All platforms' }, ...CAMPAIGN_PLATFORMS];

interface ToolbarProps {
  filters: DiscoveryFilters;
  onChange: (changes: Partial<DiscoveryFilters>) => void;
}

/** Search by product or brand (as you type, after a short pause) and one platform chip at a time. */
export function DiscoveryToolbar({ filters, onChange }: ToolbarProps) {
  const [text, setText] = useState(filters.search ?? '');
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => setText(filters.search ?? ''), [filters.search]);

  useEffect(() => {
    const wanted = text.trim();
    if (wanted === (filters.search ?? '')) return;
    const timer = setTimeout(() => onChangeRef.current({ search: wanted || undefined }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, filters.search]);

  return (
    <div className="flex min-w-0 flex-col gap-4">
      <search>
        <form
          className="flex flex-col gap-1.5"
          onSubmit={(event) => {
            event.preventDefault();
            onChange({ search: text.trim() || undefined });
          }}
        >
          <label htmlFor="discovery-search" className="text-sm font-medium text-ink">
            Search campaigns
          </label>
          <div className="relative max-w-xl">
            <Search
              className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-ink-muted"
              strokeWidth={1.75}
              aria-hidden="true"
            />
            <input
              id="discovery-search"
              type="search"
              value={text}
              maxLength={CAMPAIGN_LIMITS.searchMax}
              onChange={(event) => setText(event.target.value)}
              placeholder="Product or brand"
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
      {/* min-w-0: a fieldset is as wide as its content by default, which would widen the whole page on a phone. */}
      <fieldset className="min-w-0">
        <legend className="sr-only">Platform</legend>
        <ul className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1 sm:flex-wrap sm:overflow-visible">
          {CHIPS.map((chip) => {
            const selected = filters.platform === chip.value;
            return (
              <li key={chip.label} className="shrink-0">
                <button
                  type="button"
                  aria-pressed={selected}
                  onClick={() => onChange({ platform: chip.value })}
                  className={cn(
                    'inline-flex h-9 items-center rounded-full border px-3.5 text-sm font-medium whitespace-nowrap transition-colors',
                    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand',
                    selected
                      ? 'border-brand bg-brand text-white'
                      : 'border-border bg-surface text-ink hover:border-ink-subtle hover:bg-surface-muted',
                  )}
                >
                  {chip.label}
                </button>
              </li>
            );
          })}
        </ul>
      </fieldset>
    </div>
  );
}
