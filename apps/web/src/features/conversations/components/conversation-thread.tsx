import type { TMessage } from '@amplio/shared/schemas/conversations';
import { useState } from 'react';
import { ErrorState } from '../../../components/error-state';
import { LoadingBlocks } from '../../../components/query-states';
import { seenMessageId, threadMessages, useMessages } from '../api/get-messages';
import { otherParty, type Side } from '../conversation-side';
import { useMarkThreadRead } from '../hooks/use-mark-thread-read';
import { useOtherSideRead } from '../hooks/use-other-side-read';
import { Composer } from './composer';
import { MessageList } from './message-list';
import { ReportMessageDialog } from './report-message-dialog';
import { ThreadHeader } from './thread-header';

/**
 * One conversation: who and what it is about, its messages (older ones as you scroll up, the newest of the user's own
 * that the other side has read marked Seen), and the composer.
 */
export function ConversationThread({ conversationId, side }: { conversationId: string; side: Side }) {
  const thread = useMessages(conversationId);
  const [reporting, setReporting] = useState<TMessage | null>(null);
  const messages = thread.data ? threadMessages(thread.data) : [];
  const conversation = thread.data?.pages[0]?.conversation;
  useMarkThreadRead({ conversationId, newest: messages.at(-1), unread: conversation?.unread_count ?? 0, side });
  useOtherSideRead(conversationId, side);
  const seenId = seenMessageId(messages, side, thread.data?.pages[0]?.other_last_read_id ?? null);

  if (thread.isPending) {
    return (
      <div className="p-4">
        <LoadingBlocks
          label="Loading the conversation"
          blocks={['h-12 w-2/3', 'h-16 w-1/2 self-end', 'h-12 w-3/5', 'h-20 w-1/2 self-end']}
        />
      </div>
    );
  }
  if (thread.isError || !conversation) {
    return (
      <div className="p-4">
        <ErrorState what="this conversation" error={thread.error} onRetry={() => void thread.refetch()} retrying={thread.isFetching} />
      </div>
    );
  }
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <ThreadHeader conversation={conversation} side={side} />
      <MessageList
        messages={messages}
        side={side}
        seenId={seenId}
        otherName={otherParty(conversation, side).name}
        hasOlder={thread.hasNextPage}
        loadingOlder={thread.isFetchingNextPage}
        onLoadOlder={() => void thread.fetchNextPage()}
        onReport={setReporting}
      />
      <Composer conversationId={conversationId} />
      <ReportMessageDialog conversationId={conversationId} message={reporting} onClose={() => setReporting(null)} />
    </div>
  );
}
