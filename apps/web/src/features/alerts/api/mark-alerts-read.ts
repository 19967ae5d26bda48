import type { TAlertsResponse, ZMarkAlertsReadResponse } from '@amplio/shared/schemas/alerts';
import type { z } from 'zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { getUnreadAlertsQueryOptions } from '../../creator-profile/api/get-unread-alerts';
import { alertsKey, getAlertsQueryOptions } from './get-alerts';

type TMarkAlertsReadResponse = z.infer<typeof ZMarkAlertsReadResponse>;

/** POST /api/creator/alerts/read {ids?}: the given stored alerts (or all of them) are read; answers the new unread count. */
export function markAlertsRead(input: { ids?: string[] } = {}): Promise<TMarkAlertsReadResponse> {
  return api.post<TMarkAlertsReadResponse>('/api/creator/alerts/read', input.ids ? { ids: input.ids } : {});
}

/** Marks alerts read and clears the sidebar badge at once with the server's count. */
export function useMarkAlertsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAlertsRead,
    onSuccess: (answer, input = {}) => {
      queryClient.setQueryData(getUnreadAlertsQueryOptions().queryKey, answer.unread_count);
      queryClient.setQueryData<TAlertsResponse>(getAlertsQueryOptions().queryKey, (current) => {
        if (!current) return current;
        const read = (alert: TAlertsResponse['data']['contentDue'][number]) =>
          !input.ids || input.ids.includes(alert.id) ? { ...alert, read: true } : alert;
        return {
          ...current,
          unread_count: answer.unread_count,
          data: {
            contentDue: current.data.contentDue.map(read),
            paymentStatus: current.data.paymentStatus.map(read),
            campaignUpdates: current.data.campaignUpdates.map(read),
          },
        };
      });
      void queryClient.invalidateQueries({ queryKey: alertsKey });
    },
  });
}
