import type { TBrandAccountResponse } from '@amplio/shared/schemas/brand-account';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/brands/account: the signed-in brand's e-mail, contact name and company name. */
export function getBrandAccount(options: { signal?: AbortSignal } = {}): Promise<TBrandAccountResponse> {
  return api.get<TBrandAccountResponse>('/api/brands/account', { signal: options.signal, cache: 'no-store' });
}

export const getBrandAccountQueryOptions = () =>
  queryOptions({ queryKey: ['brand-account'], queryFn: ({ signal }) => getBrandAccount({ signal }) });

export const useBrandAccount = () => useQuery(getBrandAccountQueryOptions());
