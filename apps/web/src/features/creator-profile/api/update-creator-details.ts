import type { TUpdateCreatorDetailsRequest, TUpdateCreatorProfileResponse } from '@amplio/shared/schemas/creator-profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { creatorProfileKey } from './get-creator-profile';

/** PUT /api/creator/profile/details: phone, gender, date of birth, language, audience size and the optional PAN. */
export const updateCreatorDetails = (values: TUpdateCreatorDetailsRequest) =>
  api.put<TUpdateCreatorProfileResponse>('/api/creator/profile/details', values);

export function useUpdateCreatorDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCreatorDetails,
    onSuccess: (response) => queryClient.setQueryData(creatorProfileKey, response.data),
  });
}
