import type { TBrandProfileRequest, TSaveBrandProfileResponse } from '@amplio/shared/schemas/brand-profiles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { UploadProgress } from '../../../lib/xhr-fetch';
import { brandProfilesKey } from './get-brand-profiles';

export interface SaveBrandProfileInput {
  /** Absent for a new brand (POST), the profile's id to edit one (PUT). */
  id?: string;
  values: TBrandProfileRequest;
  /** A new logo; sent as multipart with upload progress. */
  logo?: File | null;
  onUploadProgress?: (progress: UploadProgress) => void;
}

function formBody(values: TBrandProfileRequest, logo: File): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined && value !== null) body.append(key, String(value));
  }
  body.append('logo', logo);
  return body;
}

/** POST /api/brands/brand-profiles or PUT /api/brands/brand-profiles/{id}: JSON, or multipart when a logo comes along. */
export function saveBrandProfile({ id, values, logo, onUploadProgress }: SaveBrandProfileInput): Promise<TSaveBrandProfileResponse> {
  const body = logo ? formBody(values, logo) : values;
  const options = logo ? { onUploadProgress, timeoutMs: 120_000 } : {};
  return id
    ? api.put<TSaveBrandProfileResponse>(`/api/brands/brand-profiles/${encodeURIComponent(id)}`, body, options)
    : api.post<TSaveBrandProfileResponse>('/api/brands/brand-profiles', body, options);
}

export function useSaveBrandProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBrandProfile,
    onSuccess: (response) => {
      queryClient.setQueryData([...brandProfilesKey, 'detail', response.data.id], response.data);
      void queryClient.invalidateQueries({ queryKey: [...brandProfilesKey, 'list'] });
    },
  });
}
