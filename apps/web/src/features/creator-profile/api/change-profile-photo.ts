import type { TCreatorPhotoResponse, TCreatorProfile } from '@amplio/shared/schemas/creator-profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { UploadProgress } from '../../../lib/xhr-fetch';
import { creatorProfileKey } from './get-creator-profile';

export interface ChangePhotoInput {
  /** The new photo, or null to remove it. */
  file: File | null;
  onUploadProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

/** POST /api/creator/profile/photo (multipart `profile_photo`) or DELETE /api/creator/profile/photo. */
export function changeProfilePhoto({ file, onUploadProgress, signal }: ChangePhotoInput): Promise<TCreatorPhotoResponse> {
  if (!file) return api.delete<TCreatorPhotoResponse>('/api/creator/profile/photo');
  const body = new FormData();
  body.append('profile_photo', file);
  return api.post<TCreatorPhotoResponse>('/api/creator/profile/photo', body, { onUploadProgress, signal, timeoutMs: 120_000 });
}

export function useChangeProfilePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeProfilePhoto,
    onSuccess: (response) => {
      queryClient.setQueryData<TCreatorProfile>(creatorProfileKey, (old) => old && { ...old, profile_photo: response.profile_photo });
      void queryClient.invalidateQueries({ queryKey: ['current-user'] });
    },
  });
}
