import { useQueryClient } from '@tanstack/react-query';
import { useLiveEvent } from '../../events/use-live-event';
import { conversationListsKey } from '../api/get-conversations';
import { type ThreadPages, threadKey, withMessage } from '../api/get-messages';
import { unreadTotalKey } from '../api/get-unread-total';

/**
 * Keeps every conversation view current from the live stream, whichever page is open: a new message joins its thread
 * (if loaded) and reloads the lists and the badge; a read anywhere (this user's other tab, or the other side) reloads
 * the lists and the badge. Mount once per signed-in shell, inside the LiveEventsProvider.
 */
export function useConversationsLiveSync(): void {
  const queryClient = useQueryClient();
  const refreshSummaries = () => {
    void queryClient.invalidateQueries({ queryKey: conversationListsKey });
    void queryClient.invalidateQueries({ queryKey: unreadTotalKey });
  };
  useLiveEvent('message', ({ conversation_id, message }) => {
    queryClient.setQueryData<ThreadPages>(threadKey(conversation_id), (thread) => (thread ? withMessage(thread, message) : thread));
    refreshSummaries();
  });
  useLiveEvent('read', refreshSummaries);
}
