import type { TAbandonScriptResponse } from '@amplio/shared/schemas/review';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { getCreatorCampaignsQueryOptions } from '../../wallet/api/get-creator-campaigns';
import { walletKey } from '../../wallet/api/wallet-keys';
import { scriptsKey } from './get-scripts';

/** POST /api/creator/scripts/{id}/abandon: closes the script and returns its reservation to the campaign's escrow. */
export function abandonScript(input: { id: string }): Promise<TAbandonScriptResponse> {
  return api.post<TAbandonScriptResponse>(`/api/creator/scripts/${encodeURIComponent(input.id)}/abandon`, {});
}

/** The scripts, the money in escrow and the tracker all change: read them again. */
export function useAbandonScript() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: abandonScript,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: scriptsKey });
      void queryClient.invalidateQueries({ queryKey: walletKey });
      void queryClient.invalidateQueries({ queryKey: getCreatorCampaignsQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: ['creator-alerts'] });
    },
  });
}
