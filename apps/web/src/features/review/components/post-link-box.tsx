import { REVIEW_MESSAGES as M } from '@amplio/shared/schemas/review';
import { Link2 } from 'lucide-react';
import { ExternalLink } from '../../../components/external-link';
import { SubmissionStatusBadge } from './submission-status-badge';

/** Spec 3 §2.4: for a post under verification, the link the creator posted (or 'No post link available') and the status. */
export function PostLinkBox({ link, status }: { link: string | null; status: string }) {
  const text = link?.trim() ?? '';
  return (
    <div className="flex flex-col gap-2 rounded-control border border-info/25 bg-info-soft/60 px-4 py-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="flex items-center gap-2 text-sm font-semibold text-ink">
          <Link2 className="size-5 shrink-0 text-info" strokeWidth={1.75} aria-hidden="true" />
          Post Link
        </p>
        <SubmissionStatusBadge status={status} />
      </div>
      {!text ? <p className="text-sm text-ink-muted">{M.noPostLink}</p> : <ExternalLink href={text} />}
    </div>
  );
}
