import type { TSubmitPostLinkRequest, TSubmitPostLinkResponse } from '@amplio/shared/schemas/content-uploads';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { scriptsKey } from '../../scripts/api/get-scripts';

/** POST /api/creator/submit-post-link. */
export const submitPostLink = (body: TSubmitPostLinkRequest) => api.post<TSubmitPostLinkResponse>('/api/creator/submit-post-link', body);

export function useSubmitPostLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitPostLink,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scriptsKey }),
  });
}
