import type { TBrandBilling } from '@amplio/shared/schemas/billing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const billingKey = ['brand-billing'] as const;

/** GET /api/brands/billing: the brand's plan, trial end, and active campaigns against its limit. */
export function getBilling(options: { signal?: AbortSignal } = {}): Promise<TBrandBilling> {
  return api.get<TBrandBilling>('/api/brands/billing', { signal: options.signal, cache: 'no-store' });
}

export const getBillingQueryOptions = () => queryOptions({ queryKey: billingKey, queryFn: ({ signal }) => getBilling({ signal }) });

/** `refetchInterval` reads it again while the page waits for a payment's confirmation. */
export const useBilling = (options: { refetchInterval?: number | false } = {}) =>
  useQuery({ ...getBillingQueryOptions(), refetchInterval: options.refetchInterval ?? false });
