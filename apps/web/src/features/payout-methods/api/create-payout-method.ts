import type { TCreatePayoutMethodRequest, TSavePayoutMethodResponse } from '@amplio/shared/schemas/payout-methods';
import { api } from '../../../lib/api-client';
import { useListWrite } from './use-list-write';

/** POST /api/creator/payout-methods. */
export const createPayoutMethod = (values: TCreatePayoutMethodRequest) =>
  api.post<TSavePayoutMethodResponse>('/api/creator/payout-methods', values);

export const useCreatePayoutMethod = () => useListWrite(createPayoutMethod);
