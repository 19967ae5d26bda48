import type { TConversationsResponse, ZReadResponse } from '@amplio/shared/schemas/conversations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { notificationsKey } from '../../notifications/api/get-notifications';
import { conversationListsKey } from './get-conversations';
import { type ThreadPages, threadKey } from './get-messages';
import { unreadTotalKey } from './get-unread-total';

/** POST /api/conversations/{id}/read: everything up to `messageId` has been seen; answers the new unread total. */
export function markRead({ conversationId, messageId }: { conversationId: string; messageId: string }) {
  return api.post<z.infer<typeof ZReadResponse>>(`/api/conversations/${encodeURIComponent(conversationId)}/read`, {
    message_id: messageId,
  });
}

/**
 * Marks a thread read and brings the badge, the lists and the thread's header in step without asking again. The server
 * reads the conversation's grouped "New message" notification too, so the bell asks again.
 */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    onSuccess: async ({ unread_total }, { conversationId }) => {
      // A badge reload started before this answer would bring back the older total.
      await queryClient.cancelQueries({ queryKey: unreadTotalKey });
      queryClient.setQueryData(unreadTotalKey, unread_total);
      queryClient.setQueriesData<TConversationsResponse>({ queryKey: conversationListsKey }, (list) =>
        list
          ? {
              ...list,
              unread_total,
              data: list.data.map((c) => (c.id === conversationId ? { ...c, unread_count: 0 } : c)),
            }
          : list,
      );
      // A list read started before this answer (the new message's own refresh) would show the thread unread again:
      // read it afresh, which drops that one.
      void queryClient.invalidateQueries({ queryKey: conversationListsKey });
      queryClient.setQueryData<ThreadPages>(threadKey(conversationId), (thread) =>
        thread
          ? { ...thread, pages: thread.pages.map((page) => ({ ...page, conversation: { ...page.conversation, unread_count: 0 } })) }
          : thread,
      );
      void queryClient.invalidateQueries({ queryKey: notificationsKey });
    },
  });
}
