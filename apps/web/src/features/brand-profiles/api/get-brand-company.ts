import type { TBrandCompany, TBrandCompanyResponse } from '@amplio/shared/schemas/brand-company';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const brandCompanyKey = ['brand-company'] as const;

/** GET /api/brands/company: the company details billing uses; every field null until saved. */
export async function getBrandCompany(options: { signal?: AbortSignal } = {}): Promise<TBrandCompany> {
  const response = await api.get<TBrandCompanyResponse>('/api/brands/company', { signal: options.signal, cache: 'no-store' });
  return response.data;
}

export const getBrandCompanyQueryOptions = () =>
  queryOptions({ queryKey: brandCompanyKey, queryFn: ({ signal }) => getBrandCompany({ signal }) });

export const useBrandCompany = () => useQuery(getBrandCompanyQueryOptions());
