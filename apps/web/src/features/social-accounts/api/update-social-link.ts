import type { TSocialLink, TUpdateSocialLinkRequest, TUpdateSocialLinkResponse } from '@amplio/shared/schemas/social-accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { socialLinksKey } from './get-social-links';

/** PUT /api/creator/social-links/{id}: the account's link and every metric. */
export const updateSocialLink = ({ id, values }: { id: string; values: TUpdateSocialLinkRequest }) =>
  api.put<TUpdateSocialLinkResponse>(`/api/creator/social-links/${encodeURIComponent(id)}`, values);

export function useUpdateSocialLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSocialLink,
    onSuccess: (response) => {
      queryClient.setQueryData<TSocialLink[]>(socialLinksKey, (old) => old?.map((l) => (l.id === response.data.id ? response.data : l)));
    },
  });
}
