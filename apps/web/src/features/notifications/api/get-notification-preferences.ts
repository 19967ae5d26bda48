import type { ZPreferencesResponse } from '@amplio/shared/schemas/notifications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export type TPreferencesResponse = z.infer<typeof ZPreferencesResponse>;

/** GET /api/notification-preferences: which categories are also e-mailed (in the app every category always shows). */
export function getNotificationPreferences(options: { signal?: AbortSignal } = {}): Promise<TPreferencesResponse> {
  return api.get<TPreferencesResponse>('/api/notification-preferences', { signal: options.signal, cache: 'no-store' });
}

export const getNotificationPreferencesQueryOptions = () =>
  queryOptions({ queryKey: ['notification-preferences'], queryFn: ({ signal }) => getNotificationPreferences({ signal }) });

export const useNotificationPreferences = () => useQuery(getNotificationPreferencesQueryOptions());
