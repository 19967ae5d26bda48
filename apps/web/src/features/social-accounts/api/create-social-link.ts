import type { TSocialLink, TUpdateSocialLinkRequest, TUpdateSocialLinkResponse } from '@amplio/shared/schemas/social-accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { socialLinksKey } from './get-social-links';

export type CreateSocialLinkInput = Partial<TUpdateSocialLinkRequest> & { platform: string; url: string };

/** POST /api/creator/social-links: links one more account (one per platform). */
export const createSocialLink = (values: CreateSocialLinkInput) => api.post<TUpdateSocialLinkResponse>('/api/creator/social-links', values);

export function useCreateSocialLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSocialLink,
    onSuccess: (response) => {
      queryClient.setQueryData<TSocialLink[]>(socialLinksKey, (old) => (old ? [...old, response.data] : [response.data]));
    },
  });
}
