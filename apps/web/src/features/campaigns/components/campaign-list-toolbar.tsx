import { CAMPAIGN_STATUS_LABELS, CAMPAIGN_STATUSES, type CampaignStatus } from '@amplio/shared/constants/campaigns';
import { Select } from '../../../components/ui/select';
import { SearchBox } from '../../../components/search-box';
import type { CampaignListFilters } from '../api/get-campaigns';

const STATUS_OPTIONS = CAMPAIGN_STATUSES.map((status) => ({ value: status, label: CAMPAIGN_STATUS_LABELS[status] }));
const SORT_OPTIONS = [
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
];

interface ToolbarProps {
  filters: CampaignListFilters;
  onChange: (changes: Partial<CampaignListFilters>) => void;
}

/** Search by product name (as you type, after a short pause), a status filter and the sort order. */
export function CampaignListToolbar({ filters, onChange }: ToolbarProps) {
  return (
    <div className="grid gap-3 sm:grid-cols-[1fr_180px_160px] sm:items-end">
      <SearchBox id="campaign-search" placeholder="Product name" search={filters.search} onSearch={(search) => onChange({ search })} />
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
