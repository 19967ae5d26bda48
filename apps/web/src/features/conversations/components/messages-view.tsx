import { MessagesSquare } from 'lucide-react';
import { useParams } from 'react-router';
import { BackLink } from '../../../components/back-link';
import { cn } from '../../../lib/cn';
import { messagesPath, type Side } from '../conversation-side';
import { ConversationList } from './conversation-list';
import { ConversationThread } from './conversation-thread';

/**
 * The Messages page of either side: the list and the open thread side by side on wide screens; on a phone one at a
 * time, the thread with a link back to the list. Fills the height under the header, so only the messages scroll.
 */
export function MessagesView({ side }: { side: Side }) {
  const id = useParams().id;
  return (
    <div className="mx-auto grid h-[calc(100dvh-6rem)] w-full max-w-[1200px] gap-4 sm:h-[calc(100dvh-7rem)] lg:h-[calc(100dvh-8rem)] grid-cols-[minmax(0,1fr)] lg:grid-cols-[340px_minmax(0,1fr)]">
      <section aria-label="Conversations" className={cn('min-h-0 min-w-0 flex-col', id ? 'hidden lg:flex' : 'flex')}>
        <ConversationList side={side} currentId={id} />
      </section>
      <section aria-label="Conversation" className={cn('min-h-0 min-w-0 flex-col gap-2', id ? 'flex' : 'hidden lg:flex')}>
        {id ? (
          <>
            <BackLink to={messagesPath(side)} className="lg:hidden">
              All messages
            </BackLink>
            <div className="flex min-h-0 flex-1 flex-col overflow-hidden rounded-card border border-border bg-surface shadow-soft">
              <ConversationThread key={id} conversationId={id} side={side} />
            </div>
          </>
        ) : (
          <div className="flex flex-1 flex-col items-center justify-center gap-3 rounded-card border border-dashed border-border bg-surface p-8 text-center">
            <MessagesSquare className="size-8 text-brand" strokeWidth={1.75} aria-hidden="true" />
            <p className="text-[15px] text-ink-muted">Choose a conversation to read it and reply.</p>
          </div>
        )}
      </section>
    </div>
  );
}
