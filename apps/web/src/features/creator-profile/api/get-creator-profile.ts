import type { TCreatorProfile, TGetCreatorProfileResponse } from '@amplio/shared/schemas/creator-profile';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const creatorProfileKey = ['creator-profile'] as const;

/** GET /api/creator/profile: what registration collected, as the creator may edit it. */
export async function getCreatorProfile(options: { signal?: AbortSignal } = {}): Promise<TCreatorProfile> {
  const response = await api.get<TGetCreatorProfileResponse>('/api/creator/profile', { signal: options.signal, cache: 'no-store' });
  return response.data;
}

export const getCreatorProfileQueryOptions = () =>
  queryOptions({ queryKey: creatorProfileKey, queryFn: ({ signal }) => getCreatorProfile({ signal }) });

export const useCreatorProfile = () => useQuery(getCreatorProfileQueryOptions());
