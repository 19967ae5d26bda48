import type { TSaveScriptRequest, TSaveScriptResponse } from '@amplio/shared/schemas/scripts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { scriptsKey } from './get-scripts';

/**
 * POST /api/campaigns/save-script. The Idempotency-Key names one save attempt, so a retry after a lost answer
 * gets the same answer instead of a second script.
 */
export function saveScript(input: { values: TSaveScriptRequest; idempotencyKey: string }): Promise<TSaveScriptResponse> {
  return api.post<TSaveScriptResponse>('/api/campaigns/save-script', input.values, {
    headers: { 'Idempotency-Key': input.idempotencyKey },
  });
}

export function useSaveScript() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveScript,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scriptsKey }),
  });
}
