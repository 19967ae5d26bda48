import type { TSavePayoutMethodResponse } from '@amplio/shared/schemas/payout-methods';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { payoutMethodsKey } from './get-payout-methods';

/** Each payout-method write answers the whole list; it replaces the cached one. */
export function useListWrite<V>(write: (value: V) => Promise<TSavePayoutMethodResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (response) => queryClient.setQueryData(payoutMethodsKey, response.data),
  });
}
