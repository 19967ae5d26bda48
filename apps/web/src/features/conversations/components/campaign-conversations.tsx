import { MessagesSquare } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LoadingBlocks } from '../../../components/query-states';
import { buttonStyles } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { Pagination } from '../../../components/ui/pagination';
import { pathTo, paths } from '../../../config/paths';
import { useNow } from '../../../lib/use-now';
import { useConversations } from '../api/get-conversations';
import { messagesPath } from '../conversation-side';
import { ConversationRow } from './conversation-row';

/** The Messages tab of a brand's Campaign Details: the campaign's conversations with creators, each opening its thread. */
export function CampaignConversations({ campaignId }: { campaignId: string }) {
  const [page, setPage] = useState(1);
  const list = useConversations({ campaign_id: campaignId, page });
  const now = useNow(60_000);
  return (
    <Card>
      <CardHeader
        title="Messages"
        description="Your conversations with creators about this campaign."
        actions={
          <Link to={messagesPath('brand', { campaign_id: campaignId })} className={buttonStyles({ variant: 'secondary', size: 'sm' })}>
            Open in Messages
          </Link>
        }
      />
      {list.isPending ? (
        <LoadingBlocks label="Loading this campaign’s conversations" blocks={['h-16', 'h-16', 'h-16']} />
      ) : list.isError ? (
        <ErrorState
          what="this campaign’s conversations"
          error={list.error}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      ) : list.data.data.length === 0 ? (
        <EmptyState
          icon={MessagesSquare}
          title="No conversations yet"
          description="A conversation starts when you invite a creator to this campaign, or when a creator applies or asks about it."
          action={
            <Link
              to={pathTo(paths.brandCampaign.path, { id: campaignId }, { tab: 'creators' })}
              className={buttonStyles({ variant: 'secondary' })}
            >
              Invite creators
            </Link>
          }
        />
      ) : (
        <div className="flex flex-col gap-3">
          <ul className="flex flex-col gap-1" aria-label="Conversations about this campaign" aria-busy={list.isPlaceholderData}>
            {list.data.data.map((conversation) => (
              <li key={conversation.id}>
                <ConversationRow conversation={conversation} side="brand" now={now} />
              </li>
            ))}
          </ul>
          <Pagination page={list.data.current_page} lastPage={list.data.last_page} noun="conversations" onPageChange={setPage} />
        </div>
      )}
    </Card>
  );
}
