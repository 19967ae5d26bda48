import type { TSavePayoutMethodResponse } from '@amplio/shared/schemas/payout-methods';
import { api } from '../../../lib/api-client';
import { useListWrite } from './use-list-write';

/** DELETE /api/creator/payout-methods/{id}: past payouts keep their own details. */
export const deletePayoutMethod = (id: string) => api.delete<TSavePayoutMethodResponse>(`/api/creator/payout-methods/${id}`);

export const useDeletePayoutMethod = () => useListWrite(deletePayoutMethod);
