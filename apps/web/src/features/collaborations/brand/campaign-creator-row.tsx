import type { TCollaboration } from '@amplio/shared/schemas/collaborations';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { paths, pathTo } from '../../../config/paths';
import { formatDateTime } from '../../../lib/format-date';
import { formatRupees } from '../../../lib/format-money';
import { timeAgo } from '../../../lib/time-ago';
import { platformLabel } from '../../creator-search/creator-labels';
import { BrandPostMetrics } from '../../post-metrics/components/brand-post-metrics';
import { ApplicationActions } from './application-actions';
import { CLOSED_STATUS_LABELS, type CreatorGroup, GROUP_LABELS, groupOf } from './creator-groups';
import { WithdrawInvitationButton } from './withdraw-invitation-button';

const TONES: Record<CreatorGroup, BadgeTone> = {
  applied: 'warning',
  invited: 'info',
  working: 'brand',
  completed: 'success',
  closed: 'neutral',
};

/** One line on where the row stands and what comes next. */
function statusLine(row: TCollaboration, group: CreatorGroup): string {
  const sent = `${row.kind === 'application' ? 'Applied' : 'Invited'} ${timeAgo(row.created_at)}`;
  switch (group) {
    case 'applied':
      return `${sent}. Answer by ${formatDateTime(row.expires_at)}, or it expires.`;
    case 'invited':
      return `${sent}. The invitation expires ${formatDateTime(row.expires_at)}.`;
    case 'working':
      return row.script_id
        ? `Script: ${row.script_status ?? 'saved'}.`
        : `Waiting for the script, held until ${formatDateTime(row.expires_at)}.`;
    case 'completed':
      return 'The script is completed.';
    default:
      return sent;
  }
}

function CreatorName({ row }: { row: TCollaboration }) {
  if (!row.creator_username) return <span className="font-semibold text-ink">{row.creator_name}</span>;
  return (
    <Link
      to={pathTo(paths.brandCreator.path, { username: row.creator_username })}
      className="rounded-control font-semibold text-brand hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
    >
      {row.creator_name}
    </Link>
  );
}

/** A creator invited to, applying for, working on or done with the campaign, with what the brand can do next. */
export function CampaignCreatorRow({ row }: { row: TCollaboration }) {
  const group = groupOf(row);
  const badge = group === 'closed' ? (CLOSED_STATUS_LABELS[row.status] ?? row.status) : GROUP_LABELS[group];
  let actions: ReactNode = null;
  if (group === 'applied') actions = <ApplicationActions application={row} />;
  else if (group === 'invited') actions = <WithdrawInvitationButton invitation={row} />;
  return (
    <li className="flex flex-col gap-2 py-4 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <CreatorName row={row} />
          <span className="text-sm text-ink-muted">on {platformLabel(row.platform)}</span>
          <Badge tone={TONES[group]}>{badge}</Badge>
        </div>
        <span className="tabular text-lg font-semibold text-ink">{formatRupees(row.price)}</span>
      </div>
      <p className="text-sm text-ink-muted">{statusLine(row, group)}</p>
      {row.message ? (
        <blockquote className="rounded-control border-l-2 border-border bg-surface-muted px-3 py-2 text-sm break-words whitespace-pre-line text-ink">
          <span className="sr-only">{row.kind === 'application' ? 'Their pitch: ' : 'Your message: '}</span>
          {row.message}
        </blockquote>
      ) : null}
      {row.decline_reason ? (
        <p className="text-sm break-words text-ink-muted">
          <span className="font-semibold text-ink">Reason:</span> {row.decline_reason}
        </p>
      ) : null}
      {actions}
      {/* Issue 27 §1: the completed post's reported numbers, with the overdue reports. */}
      {group === 'completed' && row.script_id ? <BrandPostMetrics scriptId={row.script_id} /> : null}
    </li>
  );
}
