import { CAMPAIGN_PLATFORMS } from '@amplio/shared/constants/campaigns';
import { cn } from '../../../lib/cn';
import { SearchBox } from '../../../components/search-box';
import type { DiscoveryFilters } from '../api/get-active-campaigns';

const CHIPS = [{ value: undefined, label: 'All platforms' }, ...CAMPAIGN_PLATFORMS];

interface ToolbarProps {
  filters: DiscoveryFilters;
  onChange: (changes: Partial<DiscoveryFilters>) => void;
}

/** Search by product or brand (as you type, after a short pause) and one platform chip at a time. */
export function DiscoveryToolbar({ filters, onChange }: ToolbarProps) {
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <SearchBox
        id="discovery-search"
        placeholder="Product or brand"
        search={filters.search}
        onSearch={(search) => onChange({ search })}
        className="max-w-xl"
      />
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
