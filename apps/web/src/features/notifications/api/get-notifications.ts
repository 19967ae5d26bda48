import type { TNotificationsResponse } from '@amplio/shared/schemas/notifications';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const notificationsKey = ['notifications'] as const;

/** GET /api/notifications?before=: one page (20) of the user's notifications, newest first, and how many are unread. */
export function getNotifications(input: { before?: string } = {}, options: { signal?: AbortSignal } = {}): Promise<TNotificationsResponse> {
  return api.get<TNotificationsResponse>('/api/notifications', {
    query: { before: input.before },
    signal: options.signal,
    cache: 'no-store',
  });
}

/** The pages so far; the next one starts before the last notification shown. */
export const getNotificationsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [...notificationsKey, 'list'],
    queryFn: ({ pageParam, signal }) => getNotifications({ before: pageParam }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => (last.has_more ? last.data.at(-1)?.id : undefined),
  });

/** The bell's list and count: the first page is read when the shell opens; new ones arrive through the live stream. */
export const useNotifications = () => useInfiniteQuery(getNotificationsQueryOptions());
