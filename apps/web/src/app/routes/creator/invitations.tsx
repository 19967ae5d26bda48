import { InvitationsView } from '../../../features/collaborations/creator/invitations-view';
import { CreatorResultsCard } from '../../../features/campaign-reports/components/creator-results-card';

/** Issue 23 §3: brands' invitations to the creator and the creator's applications, answered here. */
export default function CreatorInvitationsPage() {
  return (
    <div className="mx-auto flex w-full max-w-4xl min-w-0 flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h2 className="text-2xl font-semibold tracking-tight text-ink">Invitations</h2>
        <p className="text-[15px] text-ink-muted">
          Brands that want to work with you, and the campaigns you applied to. Accept an invitation to hold its fee, then write your script.
        </p>
      </header>
      <InvitationsView />
      <CreatorResultsCard />
    </div>
  );
}
