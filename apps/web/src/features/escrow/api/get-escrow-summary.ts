import type { TEscrowSummaryResponse } from '@amplio/shared/schemas/campaigns';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/brands/escrow: funded, reserved, released, refunded and available across the account's campaigns. */
export function getEscrowSummary(options: { signal?: AbortSignal } = {}): Promise<TEscrowSummaryResponse> {
  return api.get<TEscrowSummaryResponse>('/api/brands/escrow', { signal: options.signal });
}

export const getEscrowSummaryQueryOptions = () =>
  queryOptions({ queryKey: ['brand-escrow'], queryFn: ({ signal }) => getEscrowSummary({ signal }) });

export const useEscrowSummary = () => useQuery(getEscrowSummaryQueryOptions());
