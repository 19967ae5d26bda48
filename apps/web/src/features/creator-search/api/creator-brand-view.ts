import type { TCreatorBrandViewResponse, TUpdateCreatorBrandViewRequest } from '@amplio/shared/schemas/creator-brand-view';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const PATH = '/api/creator/brand-view';
export const creatorBrandViewKey = ['creator-brand-view'] as const;
const key = creatorBrandViewKey;

/** GET /api/creator/brand-view: the creator's switch, other languages and their page as brands see it. */
export const useCreatorBrandView = () =>
  useQuery({ queryKey: key, queryFn: ({ signal }) => api.get<TCreatorBrandViewResponse>(PATH, { signal, cache: 'no-store' }) });

/** PUT /api/creator/brand-view; the answer is the new view. */
export function useSaveCreatorBrandView() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdateCreatorBrandViewRequest) => api.put<TCreatorBrandViewResponse>(PATH, body),
    onSuccess: (answer) => queryClient.setQueryData(key, answer),
  });
}
