import { useQueryClient } from '@tanstack/react-query';
import { useLiveEvent } from '../../events/use-live-event';
import { type ThreadPages, threadKey, withOtherLastRead } from '../api/get-messages';
import type { Side } from '../conversation-side';

/** Keeps an open thread's "Seen" current: the other side's `read` events move its last read message in the cache. */
export function useOtherSideRead(conversationId: string, side: Side): void {
  const queryClient = useQueryClient();
  useLiveEvent('read', ({ conversation_id, reader, message_id }) => {
    if (conversation_id !== conversationId || reader === side) return;
    queryClient.setQueryData<ThreadPages>(threadKey(conversationId), (thread) => (thread ? withOtherLastRead(thread, message_id) : thread));
  });
}
