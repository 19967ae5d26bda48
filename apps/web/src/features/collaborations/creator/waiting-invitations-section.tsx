import { COLLABORATION_LIMITS } from '@amplio/shared/schemas/collaborations';
import { ArrowRight, Mail } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { LoadingBlocks } from '../../../components/query-states';
import { Badge } from '../../../components/ui/badge';
import { buttonStyles } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useMyCollaborations } from '../api/collaborations';
import { groupCollaborations } from './group-collaborations';
import { PendingInvitationCard } from './pending-invitation-card';

/** How many waiting invitations the overview shows; the rest are a link away, on the Invitations page. */
export const OVERVIEW_INVITATIONS_SHOWN = 3;

/**
 * Issue 23 §3: "Invited campaigns come first on the creator's overview". The invitations waiting for the creator's
 * answer, newest first, each marked "Invited" with its brand, campaign, fee and Accept or Decline; nothing at all when
 * none is waiting. It reads the Invitations page's query, so an answer given here updates both (and the nav badge).
 */
export function WaitingInvitationsSection() {
  const query = useMyCollaborations();
  const headingId = useId();
  if (query.isPending) return <LoadingBlocks label="Loading your invitations" blocks={['h-40 w-full']} />;
  if (query.isError) {
    return <ErrorState what="your invitations" error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  const waiting = groupCollaborations(query.data.data).invitations;
  if (waiting.length === 0) return null;
  const shown = waiting.slice(0, OVERVIEW_INVITATIONS_SHOWN);
  const more = waiting.length - shown.length;
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-card border border-accent/40 bg-accent-soft/40 p-5 sm:p-6"
      data-testid="waiting-invitations"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 items-start gap-3">
          <Mail className="mt-0.5 size-5 shrink-0 text-accent-strong" strokeWidth={1.75} aria-hidden="true" />
          <div className="flex min-w-0 flex-col gap-0.5">
            <h2 id={headingId} className="text-lg font-semibold text-ink">
              Brands invited you <span className="tabular font-normal text-ink-muted">({waiting.length})</span>
            </h2>
            <p className="text-sm text-ink-muted">
              Answer before they expire: invitations are open for {COLLABORATION_LIMITS.expiryDays} days after the brand sends them.
            </p>
          </div>
        </div>
        <Link to={paths.creatorInvitations.path} className={buttonStyles({ variant: 'secondary', size: 'sm' })}>
          All invitations
        </Link>
      </div>
      <ul className="flex flex-col gap-3">
        {shown.map((row) => (
          <li key={row.id}>
            <PendingInvitationCard invitation={row} headingAs="h3" badges={<Badge tone="success">Invited</Badge>} />
          </li>
        ))}
      </ul>
      {more > 0 ? (
        <Link
          to={paths.creatorInvitations.path}
          className="inline-flex items-center gap-1.5 self-start text-[15px] font-semibold text-brand hover:text-brand-hover hover:underline"
        >
          See {more} more {more === 1 ? 'invitation' : 'invitations'}
          <ArrowRight className="size-4" strokeWidth={1.75} aria-hidden="true" />
        </Link>
      ) : null}
    </section>
  );
}
