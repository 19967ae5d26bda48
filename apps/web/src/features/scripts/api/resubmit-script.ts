import type { TResubmitScriptRequest, TResubmitScriptResponse } from '@amplio/shared/schemas/scripts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { getCreatorCampaignsQueryOptions } from '../../wallet/api/get-creator-campaigns';
import { scriptsKey } from './get-scripts';

/**
 * POST /api/creator/scripts/{id}/resubmit (issue 28 §1): the edited script after the brand rejected it, sent to the
 * brand again when the campaign approves scripts before filming.
 */
export function resubmitScript(input: { id: string; body: TResubmitScriptRequest }): Promise<TResubmitScriptResponse> {
  return api.post<TResubmitScriptResponse>(`/api/creator/scripts/${encodeURIComponent(input.id)}/resubmit`, input.body);
}

/** The script, its status and the tracker change: read them again. */
export function useResubmitScript() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resubmitScript,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: scriptsKey });
      void queryClient.invalidateQueries({ queryKey: getCreatorCampaignsQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: ['creator-alerts'] });
    },
  });
}
