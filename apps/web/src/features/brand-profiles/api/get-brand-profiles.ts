import type { TListBrandProfilesResponse } from '@amplio/shared/schemas/brand-profiles';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/brands/brand-profiles: every brand this account runs, oldest first. */
export function getBrandProfiles(options: { signal?: AbortSignal } = {}): Promise<TListBrandProfilesResponse> {
  return api.get<TListBrandProfilesResponse>('/api/brands/brand-profiles', { signal: options.signal });
}

export const brandProfilesKey = ['brand-profiles'] as const;

export const getBrandProfilesQueryOptions = () =>
  queryOptions({ queryKey: [...brandProfilesKey, 'list'], queryFn: ({ signal }) => getBrandProfiles({ signal }) });

export const useBrandProfiles = () => useQuery(getBrandProfilesQueryOptions());
