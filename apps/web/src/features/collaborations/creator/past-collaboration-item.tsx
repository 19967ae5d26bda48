import type { TCollaboration } from '@amplio/shared/schemas/collaborations';
import { useId } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { formatRupees } from '../../../lib/format-money';
import { timeAgo } from '../../../lib/time-ago';
import { platformLabel } from '../../campaigns/campaign-labels';
import { pastStatus } from './past-status';
import { scriptPathFor } from './script-path';

/** A finished invitation or application, in one compact row. */
export function PastCollaborationItem({ row }: { row: TCollaboration }) {
  const headingId = useId();
  const status = pastStatus(row);
  const when = timeAgo(row.decided_at ?? row.created_at);
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-2 rounded-card border border-border bg-surface px-4 py-3 sm:flex-row sm:items-center sm:justify-between"
      data-testid="collaboration"
    >
      <div className="flex min-w-0 flex-col gap-0.5">
        <h4 id={headingId} className="font-semibold break-words text-ink">
          {row.campaign_name}
        </h4>
        <p className="text-sm text-ink-muted">
          {row.brand_name ?? 'A brand on Amplio'} · {row.kind === 'invitation' ? 'Invitation' : 'Your application'} ·{' '}
          {platformLabel(row.platform)} · <span className="tabular">{formatRupees(row.price)}</span>
        </p>
        <p className="text-sm text-ink-muted">{status.detail}</p>
      </div>
      <div className="flex shrink-0 flex-wrap items-center gap-3">
        <Badge tone={status.tone}>{status.label}</Badge>
        {when ? <span className="text-xs text-ink-muted">{when}</span> : null}
        {row.status === 'accepted' && row.script_id ? (
          <Link
            to={scriptPathFor(row.campaign_id)}
            className="text-sm font-semibold text-brand underline-offset-2 hover:underline"
            aria-describedby={headingId}
          >
            Open your script
          </Link>
        ) : null}
      </div>
    </article>
  );
}
