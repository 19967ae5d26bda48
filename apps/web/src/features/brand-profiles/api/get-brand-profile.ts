import type { TBrandProfile, TGetBrandProfileResponse } from '@amplio/shared/schemas/brand-profiles';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { brandProfilesKey } from './get-brand-profiles';

/** GET /api/brands/brand-profiles/{id}. */
export async function getBrandProfile(id: string, options: { signal?: AbortSignal } = {}): Promise<TBrandProfile> {
  const response = await api.get<TGetBrandProfileResponse>(`/api/brands/brand-profiles/${encodeURIComponent(id)}`, {
    signal: options.signal,
  });
  return response.data;
}

export const getBrandProfileQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...brandProfilesKey, 'detail', id], queryFn: ({ signal }) => getBrandProfile(id, { signal }) });

export const useBrandProfile = (id: string) => useQuery(getBrandProfileQueryOptions(id));
