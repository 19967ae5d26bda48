import type { TSavePayoutMethodResponse } from '@amplio/shared/schemas/payout-methods';
import { api } from '../../../lib/api-client';
import { useListWrite } from './use-list-write';

/** POST /api/creator/payout-methods/{id}/default. */
export const makeDefaultPayoutMethod = (id: string) => api.post<TSavePayoutMethodResponse>(`/api/creator/payout-methods/${id}/default`, {});

export const useMakeDefaultPayoutMethod = () => useListWrite(makeDefaultPayoutMethod);
