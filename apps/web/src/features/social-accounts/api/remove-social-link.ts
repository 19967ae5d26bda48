import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { socialLinksKey } from './get-social-links';

/** DELETE /api/creator/social-links/{id}: 409 with the reason while a script for its platform is open. */
export const removeSocialLink = (id: string) =>
  api.delete<{ success: true; message: string }>(`/api/creator/social-links/${encodeURIComponent(id)}`);

export function useRemoveSocialLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeSocialLink,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: socialLinksKey }),
  });
}
