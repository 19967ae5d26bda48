import type { TCollaboration } from '@amplio/shared/schemas/collaborations';
import { COLLABORATION_LIMITS } from '@amplio/shared/schemas/collaborations';
import { Clock } from 'lucide-react';
import { useId } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { timeAgo } from '../../../lib/time-ago';
import { useNow } from '../../../lib/use-now';
import { CollaborationCard } from './collaboration-card';
import { CollaborationSummary } from './collaboration-summary';
import { expiresIn } from './expiry-text';
import { QuotedMessage } from './quoted-message';
import { WithdrawApplicationButton } from './withdraw-application-button';

function StatusBadge({ status }: { status: TCollaboration['status'] }) {
  if (status === 'pending') return <Badge tone="warning">Waiting for the brand</Badge>;
  if (status === 'declined') return <Badge tone="danger">Declined</Badge>;
  return <Badge tone="neutral">Expired</Badge>;
}

/** One of the creator's applications: waiting (with Withdraw), declined with the brand's reason, or expired. */
export function ApplicationCard({ application }: { application: TCollaboration }) {
  const headingId = useId();
  const now = useNow(60_000, application.status === 'pending');
  const expiry = expiresIn(application.expires_at, now);
  return (
    <CollaborationCard headingId={headingId}>
      <CollaborationSummary row={application} headingId={headingId} badges={<StatusBadge status={application.status} />} />
      {application.status === 'declined' ? (
        <Alert tone="danger" role="status" title={`${application.brand_name ?? 'The brand'} declined your application`}>
          {application.decline_reason ? (
            <p className="whitespace-pre-line text-ink">
              <span className="font-semibold">Their reason:</span> {application.decline_reason}
            </p>
          ) : (
            <p>They gave no reason.</p>
          )}
        </Alert>
      ) : null}
      {application.status === 'expired' ? (
        <p className="text-sm text-ink-muted">
          The brand did not answer within {COLLABORATION_LIMITS.expiryDays} days, so nothing was held. You can apply again.
        </p>
      ) : null}
      {application.message ? <QuotedMessage label="Your pitch" text={application.message} /> : null}
      {application.status === 'pending' ? (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="flex items-center gap-1.5 text-sm text-ink-muted">
            <Clock className="size-4 shrink-0" strokeWidth={1.75} aria-hidden="true" />
            Sent {timeAgo(application.created_at, now)}
            {expiry ? `; it ${expiry}` : ''}.
          </p>
          <WithdrawApplicationButton application={application} describedBy={headingId} />
        </div>
      ) : null}
    </CollaborationCard>
  );
}
