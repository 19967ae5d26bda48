import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { brandProfilesKey } from './get-brand-profiles';

/** DELETE /api/brands/brand-profiles/{id}: 409 with the reason while a campaign uses the brand. */
export const deleteBrandProfile = (id: string) => api.delete<{ message: string }>(`/api/brands/brand-profiles/${encodeURIComponent(id)}`);

export function useDeleteBrandProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBrandProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: brandProfilesKey }),
  });
}
