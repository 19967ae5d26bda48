import { ArrowRight, CircleCheck } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { paths, pathTo } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { campaignName } from '../campaign-labels';
import type { AttentionItem } from '../needs-attention';
import { CampaignStatusBadge } from './campaign-status-badge';

const ACTION_LABEL = { edit: 'Finish draft', fund: 'Fund', open: 'Open' } as const;
const DOT = { danger: 'bg-danger', warning: 'bg-warning', info: 'bg-info' } as const;

function actionPath(item: AttentionItem): string {
  const id = item.campaign.id;
  if (item.action === 'edit') return pathTo(paths.brandCampaignEdit.path, { id });
  if (item.action === 'fund') return pathTo(paths.brandCampaign.path, { id }, { fund: 1 });
  return pathTo(paths.brandCampaign.path, { id });
}

/** Campaigns that need the brand, each with the reason and the one thing to do. */
export function AttentionList({ items }: { items: readonly AttentionItem[] }) {
  if (items.length === 0)
    return (
      <EmptyState
        icon={CircleCheck}
        title="All caught up"
        description="No campaign needs you right now. Drafts, empty escrow and campaigns ending soon show up here."
        className="py-8"
      />
    );
  return (
    <ul className="flex flex-col divide-y divide-border">
      {items.map((item) => (
        <li key={item.campaign.id} className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:gap-4">
          <span aria-hidden="true" className={cn('hidden size-2 shrink-0 rounded-full sm:block', DOT[item.tone])} />
          <div className="flex min-w-0 flex-1 flex-col gap-0.5">
            <div className="flex flex-wrap items-center gap-2">
              <span className="truncate font-semibold text-ink">{campaignName(item.campaign)}</span>
              <CampaignStatusBadge status={item.campaign.status} />
            </div>
            <p className="text-sm text-ink-muted">{item.reason}</p>
          </div>
          <Link
            to={actionPath(item)}
            className="inline-flex items-center gap-1 self-start rounded-control px-2 py-1 text-sm font-semibold text-brand hover:bg-brand-soft sm:self-center"
          >
            {ACTION_LABEL[item.action]}
            <span className="sr-only"> {campaignName(item.campaign)}</span>
            <ArrowRight className="size-4" strokeWidth={1.75} aria-hidden="true" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
