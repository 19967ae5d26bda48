import type { TConversation } from '@amplio/shared/schemas/conversations';
import { ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '../../../components/avatar';
import { campaignPath, otherParty, type Side } from '../conversation-side';

/** Who the thread is with and which campaign it is about, with a link to the campaign. */
export function ThreadHeader({ conversation, side }: { conversation: TConversation; side: Side }) {
  const party = otherParty(conversation, side);
  return (
    <div className="flex items-center gap-3 border-b border-border px-3 py-3 sm:px-5">
      <Avatar name={party.name} src={party.photo} />
      <div className="flex min-w-0 flex-col">
        <h2 className="truncate text-base font-semibold text-ink">
          {party.href ? (
            <Link to={party.href} className="hover:underline">
              {party.name}
            </Link>
          ) : (
            party.name
          )}
        </h2>
        <Link
          to={campaignPath(side, conversation.campaign.id)}
          className="inline-flex min-w-0 items-center gap-1 self-start text-sm font-medium text-brand hover:underline"
        >
          <span className="truncate">{conversation.campaign.product_name}</span>
          <ExternalLink className="size-3.5 shrink-0" strokeWidth={1.75} aria-hidden="true" />
          <span className="sr-only"> (campaign)</span>
        </Link>
      </div>
    </div>
  );
}
