import { useQueryClient } from '@tanstack/react-query';
import { useLiveEvent } from '../../events/use-live-event';
import { getNotificationsQueryOptions } from '../api/get-notifications';
import { type NotificationPages, prependNotification } from '../notifications-cache';

/** Each notification the live stream brings goes on top of the list and onto the bell's count, without a reload. */
export function useLiveNotifications(): void {
  const client = useQueryClient();
  useLiveEvent('notification', ({ notification }) => {
    const { queryKey } = getNotificationsQueryOptions();
    if (!client.getQueryData(queryKey)) {
      void client.invalidateQueries({ queryKey });
      return;
    }
    client.setQueryData<NotificationPages>(queryKey, (data) => (data ? prependNotification(data, notification) : data));
  });
}
