import type { TUpdateCreatorProfileRequest, TUpdateCreatorProfileResponse } from '@amplio/shared/schemas/creator-profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { creatorProfileKey } from './get-creator-profile';

/** PUT /api/creator/profile. */
export const updateCreatorProfile = (values: TUpdateCreatorProfileRequest) =>
  api.put<TUpdateCreatorProfileResponse>('/api/creator/profile', values);

export function useUpdateCreatorProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCreatorProfile,
    onSuccess: (response) => {
      queryClient.setQueryData(creatorProfileKey, response.data);
      // The header's name and the avatar come from the signed-in user.
      void queryClient.invalidateQueries({ queryKey: ['current-user'] });
    },
  });
}
