import type { TCollaboration } from '@amplio/shared/schemas/collaborations';
import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge';
import { formatRupees } from '../../../lib/format-money';
import { platformLabel } from '../../campaigns/campaign-labels';

/**
 * The top of every invitation or application: who, which campaign, on which platform, and the price in rupees. The
 * campaign's name is an h4 under a section's h3, or `headingAs` where the list sits higher in the page's outline.
 */
export function CollaborationSummary({
  row,
  headingId,
  badges,
  headingAs: Heading = 'h4',
}: {
  row: TCollaboration;
  headingId: string;
  badges?: ReactNode;
  headingAs?: 'h3' | 'h4';
}) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
      <div className="flex min-w-0 flex-col gap-1">
        <p className="text-sm text-ink-muted">{row.brand_name ?? 'A brand on Amplio'}</p>
        <Heading id={headingId} className="text-lg font-semibold break-words text-ink">
          {row.campaign_name}
        </Heading>
        <div className="flex flex-wrap items-center gap-1.5">
          <Badge tone="brand">{platformLabel(row.platform)}</Badge>
          {badges}
        </div>
      </div>
      <p className="flex flex-col items-start sm:items-end">
        <span className="tabular text-2xl font-semibold tracking-tight text-ink" data-testid="collaboration-price">
          {formatRupees(row.price)}
        </span>
        <span className="text-xs text-ink-muted">your fee</span>
      </p>
    </div>
  );
}
