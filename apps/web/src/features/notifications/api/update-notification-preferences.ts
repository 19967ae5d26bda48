import type { NotificationCategory, TEmailPreferences } from '@amplio/shared/schemas/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { getNotificationPreferencesQueryOptions, type TPreferencesResponse } from './get-notification-preferences';

/** PUT /api/notification-preferences {email: {category: boolean}}: only what is sent changes; answers all of them. */
export function updateNotificationPreferences(email: Partial<TEmailPreferences>): Promise<TPreferencesResponse> {
  return api.put<TPreferencesResponse>('/api/notification-preferences', { email });
}

export interface PreferenceChange {
  category: NotificationCategory;
  email: boolean;
}

const withEmail = (data: TPreferencesResponse | undefined, change: PreferenceChange) =>
  data ? { ...data, data: { email: { ...data.data.email, [change.category]: change.email } } } : data;

/**
 * Saves one switch. It moves at once; the server's answer then replaces every switch, and a failure puts that one
 * switch back (the others may have changed meanwhile).
 */
export function useUpdateNotificationPreference() {
  const client = useQueryClient();
  const { queryKey } = getNotificationPreferencesQueryOptions();
  return useMutation({
    mutationFn: (change: PreferenceChange) => updateNotificationPreferences({ [change.category]: change.email }),
    onMutate: async (change) => {
      await client.cancelQueries({ queryKey });
      client.setQueryData<TPreferencesResponse>(queryKey, (data) => withEmail(data, change));
    },
    onSuccess: (answer) => client.setQueryData(queryKey, answer),
    onError: (_error, change) =>
      client.setQueryData<TPreferencesResponse>(queryKey, (data) => withEmail(data, { ...change, email: !change.email })),
  });
}
