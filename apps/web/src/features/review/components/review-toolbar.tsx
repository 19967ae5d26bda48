import type { SubmissionFilter } from '@amplio/shared/schemas/review';
import { Link } from 'react-router';
import { Select, type SelectOption } from '../../../components/ui/select';
import { cn } from '../../../lib/cn';
import type { SubmissionCounts, SubmissionFilters } from '../api/get-submissions';
import { reviewSearchFor } from '../hooks/use-review-params';

/** Spec 3 §2.3: the sidebar's four filters (and issue 28's Scripts), repeated above the list (with their counts) where a phone can reach them. */
export const STATUS_TABS: readonly { status: SubmissionFilter | undefined; label: string; count: keyof SubmissionCounts }[] = [
  { status: undefined, label: 'All Submissions', count: 'all' },
  { status: 'pending', label: 'Pending Review', count: 'pending' },
  { status: 'approved', label: 'Approved', count: 'approved' },
  { status: 'rejected', label: 'Rejected', count: 'rejected' },
  // Issue 28 §1: scripts sent for approval before filming.
  { status: 'scripts', label: 'Scripts', count: 'scripts' },
];

interface ReviewToolbarProps {
  filters: SubmissionFilters;
  counts: SubmissionCounts | null | undefined;
  campaigns: readonly SelectOption[];
  campaignsLoading?: boolean;
  onCampaignChange: (campaignId: string | undefined) => void;
}

/** The status filter (links, so the address keeps it) and the campaign filter. */
export function ReviewToolbar({ filters, counts, campaigns, campaignsLoading, onCampaignChange }: ReviewToolbarProps) {
  return (
    // Five filters and the campaign menu share a row only on wide screens (issue 28 §1 added Scripts).
    <div className="flex flex-col gap-4 2xl:flex-row 2xl:items-end 2xl:justify-between">
      <nav aria-label="Filter by status" className="relative min-w-0 sm:overflow-x-auto">
        <ul className="grid grid-cols-2 gap-1 rounded-control border border-border bg-surface-muted p-1 sm:flex sm:w-max">
          {STATUS_TABS.map((tab) => {
            const active = filters.status === tab.status;
            const search = reviewSearchFor({ status: tab.status, campaign_id: filters.campaign_id }).toString();
            const count = counts?.[tab.count];
            return (
              <li key={tab.label}>
                <Link
                  to={{ search: search ? `?${search}` : '' }}
                  aria-current={active ? 'page' : undefined}
                  className={cn(
                    'flex h-9 items-center justify-center gap-2 rounded-[8px] px-3 text-sm font-semibold whitespace-nowrap transition-colors duration-150',
                    active ? 'bg-surface text-brand shadow-sm ring-1 ring-border' : 'text-ink-muted hover:bg-surface hover:text-ink',
                  )}
                >
                  {tab.label}
                  {typeof count === 'number' ? (
                    <span
                      className={cn(
                        'tabular inline-flex min-w-6 items-center justify-center rounded-full px-1.5 text-xs',
                        active ? 'bg-brand-soft text-brand' : 'bg-border/70 text-ink-muted',
                      )}
                    >
                      <span className="sr-only">(</span>
                      {count}
                      <span className="sr-only">)</span>
                    </span>
                  ) : null}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <Select
        label="Campaign"
        fieldClassName="w-full sm:w-72"
        placeholder={campaignsLoading ? 'Loading campaigns…' : 'All campaigns'}
        options={campaigns}
        value={filters.campaign_id ?? ''}
        onChange={(event) => onCampaignChange(event.target.value || undefined)}
      />
    </div>
  );
}
