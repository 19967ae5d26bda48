import { CONVERSATION_LIMITS } from '@amplio/shared/schemas/conversations';
import { MessagesSquare } from 'lucide-react';
import { useEffect, useId } from 'react';
import { Link, useNavigate } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingBlocks } from '../../../components/query-states';
import { SearchBox } from '../../../components/search-box';
import { Button, buttonStyles } from '../../../components/ui/button';
import { Pagination } from '../../../components/ui/pagination';
import { paths } from '../../../config/paths';
import { useNow } from '../../../lib/use-now';
import { useConversations } from '../api/get-conversations';
import { conversationPath, type Side } from '../conversation-side';
import { useConversationParams } from '../hooks/use-conversation-params';
import { ConversationRow } from './conversation-row';

const EMPTY: Record<Side, { description: string; action: { label: string; to: string } }> = {
  creator: {
    description: 'A conversation starts when a brand invites you, or when you apply for a campaign or ask the brand about one.',
    action: { label: 'Find campaigns', to: paths.creatorCampaignDiscovery.path },
  },
  brand: {
    description: 'A conversation starts when you invite a creator, or when a creator applies for one of your campaigns or asks about it.',
    action: { label: 'Find creators', to: paths.brandCreators.path },
  },
};

/**
 * The Messages list: search by name or campaign (?q=), 20 a page, each row opening its thread. With ?campaign_id= it
 * lists that campaign's conversations, and opens the one there is when there is exactly one.
 */
export function ConversationList({ side, currentId }: { side: Side; currentId?: string }) {
  const { filters, update } = useConversationParams();
  const list = useConversations(filters);
  const now = useNow(60_000);
  const navigate = useNavigate();
  const searchId = useId();
  const page = list.isPlaceholderData ? undefined : list.data;
  const onlyOne = filters.campaign_id && !filters.q && page?.last_page === 1 && page.data.length === 1 ? page.data[0] : undefined;

  useEffect(() => {
    if (onlyOne && !currentId) navigate(conversationPath(side, onlyOne.id), { replace: true });
  }, [onlyOne, currentId, navigate, side]);

  const filtered = Boolean(filters.q || filters.campaign_id);
  const campaignName = filters.campaign_id ? list.data?.data[0]?.campaign.product_name : undefined;

  return (
    <div className="flex min-h-0 flex-1 flex-col gap-3">
      <SearchBox
        id={searchId}
        label="Search conversations"
        placeholder="Name or campaign"
        search={filters.q}
        maxLength={CONVERSATION_LIMITS.searchMax}
        onSearch={(q) => update({ q })}
      />
      {filters.campaign_id ? (
        <p className="flex flex-wrap items-center justify-between gap-2 text-sm text-ink-muted">
          <span>{campaignName ? `About ${campaignName}` : 'About one campaign'}</span>
          <Link
            to={side === 'brand' ? paths.brandMessages.path : paths.creatorMessages.path}
            className="font-semibold text-brand hover:underline"
          >
            Show all conversations
          </Link>
        </p>
      ) : null}
      {list.isPending || onlyOne ? (
        <LoadingBlocks label="Loading your conversations" blocks={['h-16', 'h-16', 'h-16', 'h-16']} />
      ) : list.isError ? (
        <ErrorState what="your conversations" error={list.error} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : list.data.data.length === 0 ? (
        <EmptyState
          icon={MessagesSquare}
          title={filtered ? 'No conversations match' : 'No conversations yet'}
          description={
            filters.q
              ? 'Try another name or campaign.'
              : filters.campaign_id
                ? 'You have no conversation about this campaign yet.'
                : EMPTY[side].description
          }
          action={
            filtered ? (
              <Button variant="secondary" onClick={() => update({ q: undefined, campaign_id: undefined })}>
                Show all conversations
              </Button>
            ) : (
              <Link to={EMPTY[side].action.to} className={buttonStyles({ variant: 'secondary' })}>
                {EMPTY[side].action.label}
              </Link>
            )
          }
        />
      ) : (
        <>
          <ul
            // Relative: the rows' screen-reader-only texts stay inside the scrolling list, not below the page.
            className="relative -mx-1 flex min-h-0 flex-col gap-1 overflow-y-auto px-1"
            aria-busy={list.isPlaceholderData}
            aria-label="Conversations"
          >
            {list.data.data.map((conversation) => (
              <li key={conversation.id}>
                <ConversationRow conversation={conversation} side={side} current={conversation.id === currentId} now={now} />
              </li>
            ))}
          </ul>
          <Pagination
            page={list.data.current_page}
            lastPage={list.data.last_page}
            noun="conversations"
            onPageChange={(next) => update({ page: next })}
          />
        </>
      )}
    </div>
  );
}
