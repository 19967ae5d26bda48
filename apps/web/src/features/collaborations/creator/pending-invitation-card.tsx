import type { TCollaboration } from '@amplio/shared/schemas/collaborations';
import { Clock } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useNow } from '../../../lib/use-now';
import { CollaborationCard } from './collaboration-card';
import { CollaborationSummary } from './collaboration-summary';
import { DeclineInvitationDialog } from './decline-invitation-dialog';
import { expiresIn } from './expiry-text';
import { QuotedMessage } from './quoted-message';
import { useAcceptInvitation } from './use-accept-invitation';

/**
 * An invitation waiting for the creator: the offer, the brand's message, when it expires, and Accept or Decline.
 * `badges` and `headingAs` go to its summary (the overview marks it "Invited" and lists it under an h2).
 */
export function PendingInvitationCard({
  invitation,
  badges,
  headingAs,
}: {
  invitation: TCollaboration;
  badges?: ReactNode;
  headingAs?: 'h3' | 'h4';
}) {
  const headingId = useId();
  const now = useNow(60_000);
  const { accept, accepting } = useAcceptInvitation(invitation.id);
  const [declining, setDeclining] = useState(false);
  const expiry = expiresIn(invitation.expires_at, now);
  return (
    <CollaborationCard headingId={headingId}>
      <CollaborationSummary row={invitation} headingId={headingId} badges={badges} headingAs={headingAs} />
      {invitation.message ? (
        <QuotedMessage label={`Message from ${invitation.brand_name ?? 'the brand'}`} text={invitation.message} />
      ) : null}
      {expiry ? (
        <p className="flex items-center gap-1.5 text-sm text-ink-muted">
          <Clock className="size-4 shrink-0" strokeWidth={1.75} aria-hidden="true" />
          This invitation {expiry}.
        </p>
      ) : null}
      <p className="text-sm text-ink-muted">Accepting holds your fee from the brand’s escrow while you write the script.</p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DeclineInvitationDialog
          invitation={invitation}
          open={declining}
          onOpenChange={setDeclining}
          trigger={
            <Button variant="secondary" disabled={accepting} aria-describedby={headingId}>
              Decline
            </Button>
          }
        />
        <Button onClick={accept} loading={accepting} aria-describedby={headingId}>
          Accept
        </Button>
      </div>
    </CollaborationCard>
  );
}
