import { COLLABORATION_LIMITS } from '@amplio/shared/schemas/collaborations';
import { Mail } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingBlocks } from '../../../components/query-states';
import { buttonStyles } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useMyCollaborations } from '../api/collaborations';
import { ApplicationCard } from './application-card';
import { CollaborationSection } from './collaboration-section';
import { groupCollaborations } from './group-collaborations';
import { HeldCollaborationCard } from './held-collaboration-card';
import { PastCollaborationItem } from './past-collaboration-item';
import { PendingInvitationCard } from './pending-invitation-card';

/** The creator's invitations and applications: what needs an answer first, then held fees, applications, the past. */
export function InvitationsView() {
  const query = useMyCollaborations();
  if (query.isPending) return <LoadingBlocks label="Loading your invitations" blocks={['h-40 w-full', 'h-40 w-full', 'h-24 w-full']} />;
  if (query.isError) {
    return <ErrorState what="your invitations" error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  if (query.data.data.length === 0) {
    return (
      <EmptyState
        icon={Mail}
        title="No invitations yet"
        description="When a brand invites you to a campaign, it shows up here. Campaigns that take applications are in Campaigns: apply to join one."
        action={
          <Link to={paths.creatorCampaignDiscovery.path} className={buttonStyles({ variant: 'primary' })}>
            Browse campaigns
          </Link>
        }
      />
    );
  }
  const groups = groupCollaborations(query.data.data);
  return (
    <div className="flex flex-col gap-8" aria-busy={query.isFetching || undefined}>
      <CollaborationSection
        title="Waiting for your answer"
        description={`Invitations expire ${COLLABORATION_LIMITS.expiryDays} days after the brand sends them.`}
        count={groups.invitations.length}
      >
        {groups.invitations.map((row) => (
          <li key={row.id}>
            <PendingInvitationCard invitation={row} />
          </li>
        ))}
      </CollaborationSection>
      <CollaborationSection
        title="Accepted: write your script"
        description={`Your fee is held for ${COLLABORATION_LIMITS.holdDays} days. Save your script before then, or it goes back to the brand’s escrow.`}
        count={groups.held.length}
      >
        {groups.held.map((row) => (
          <li key={row.id}>
            <HeldCollaborationCard row={row} />
          </li>
        ))}
      </CollaborationSection>
      <CollaborationSection title="Your applications" count={groups.applications.length}>
        {groups.applications.map((row) => (
          <li key={row.id}>
            <ApplicationCard application={row} />
          </li>
        ))}
      </CollaborationSection>
      <CollaborationSection title="Past" count={groups.past.length}>
        {groups.past.map((row) => (
          <li key={row.id}>
            <PastCollaborationItem row={row} />
          </li>
        ))}
      </CollaborationSection>
    </div>
  );
}
