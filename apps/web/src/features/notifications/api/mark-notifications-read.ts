import type { ZNotificationsReadResponse } from '@amplio/shared/schemas/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { markReadInPages, type NotificationPages } from '../notifications-cache';
import { getNotificationsQueryOptions } from './get-notifications';

type TNotificationsReadResponse = z.infer<typeof ZNotificationsReadResponse>;

/** POST /api/notifications/read {ids?}: the given notifications (all of them without ids) are read; answers the unread count. */
export function markNotificationsRead(input: { ids?: string[] } = {}): Promise<TNotificationsReadResponse> {
  return api.post<TNotificationsReadResponse>('/api/notifications/read', input.ids ? { ids: input.ids } : {});
}

/**
 * Marks notifications read. The dots and the bell's count change at once; the server's count replaces ours when it
 * answers, and a failure reads the list again so nothing shows read that is not.
 */
export function useMarkNotificationsRead() {
  const client = useQueryClient();
  const { queryKey } = getNotificationsQueryOptions();
  return useMutation({
    mutationFn: markNotificationsRead,
    onMutate: async (input = {}) => {
      await client.cancelQueries({ queryKey });
      client.setQueryData<NotificationPages>(queryKey, (data) => (data ? markReadInPages(data, input.ids) : data));
    },
    onSuccess: (answer, input = {}) => {
      client.setQueryData<NotificationPages>(queryKey, (data) => (data ? markReadInPages(data, input.ids, answer.unread_count) : data));
    },
    onError: () => client.invalidateQueries({ queryKey }),
  });
}
