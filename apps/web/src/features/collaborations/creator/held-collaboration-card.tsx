import type { TCollaboration } from '@amplio/shared/schemas/collaborations';
import { PenLine } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { buttonStyles } from '../../../components/ui/button';
import { formatDateTime } from '../../../lib/format-date';
import { formatRupees } from '../../../lib/format-money';
import { CollaborationCard } from './collaboration-card';
import { CollaborationSummary } from './collaboration-summary';
import { scriptPathFor } from './script-path';

/** Accepted, script not saved yet: the held fee, until when, and the way on to the script. */
export function HeldCollaborationCard({ row }: { row: TCollaboration }) {
  const headingId = useId();
  const until = row.expires_at ? ` until ${formatDateTime(row.expires_at)}` : '';
  return (
    <CollaborationCard headingId={headingId} held>
      <CollaborationSummary
        row={row}
        headingId={headingId}
        badges={<Badge tone="success">{row.kind === 'invitation' ? 'Invitation accepted' : 'Application accepted'}</Badge>}
      />
      <p className="rounded-control bg-success-soft p-3 text-[15px] text-ink">
        <span className="tabular font-semibold">{formatRupees(row.price)}</span> is held for you{until}. Write your script to start.
      </p>
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
        <Link to={scriptPathFor(row.campaign_id)} className={buttonStyles({ variant: 'primary' })} aria-describedby={headingId}>
          <PenLine className="size-4" strokeWidth={1.75} aria-hidden="true" />
          Write your script
        </Link>
      </div>
    </CollaborationCard>
  );
}
