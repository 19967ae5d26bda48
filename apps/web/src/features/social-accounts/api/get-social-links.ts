import type { TListSocialLinksResponse, TSocialLink } from '@amplio/shared/schemas/social-accounts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const socialLinksKey = ['creator-social-links'] as const;

/** GET /api/creator/social-links: the creator's accounts and their metrics. */
export async function getSocialLinks(options: { signal?: AbortSignal } = {}): Promise<TSocialLink[]> {
  const response = await api.get<TListSocialLinksResponse>('/api/creator/social-links', { signal: options.signal, cache: 'no-store' });
  return response.data;
}

export const getSocialLinksQueryOptions = () =>
  queryOptions({ queryKey: socialLinksKey, queryFn: ({ signal }) => getSocialLinks({ signal }) });

export const useSocialLinks = () => useQuery(getSocialLinksQueryOptions());
