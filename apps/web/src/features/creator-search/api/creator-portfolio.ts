import type { TCreatorPortfolioResponse, TUpdatePortfolioRequest } from '@amplio/shared/schemas/creator-portfolio';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { creatorBrandViewKey } from './creator-brand-view';

const PATH = '/api/creator/brand-view/portfolio';
const key = ['creator-portfolio'] as const;

/** GET /api/creator/brand-view/portfolio: the creator's picks in order, and every completed video they could pick. */
export const useCreatorPortfolio = () =>
  useQuery({ queryKey: key, queryFn: ({ signal }) => api.get<TCreatorPortfolioResponse>(PATH, { signal, cache: 'no-store' }) });

/** PUT /api/creator/brand-view/portfolio; the answer is the new editor, and the preview of the page is read again. */
export function useSaveCreatorPortfolio() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdatePortfolioRequest) => api.put<TCreatorPortfolioResponse>(PATH, body),
    onSuccess: async (answer) => {
      queryClient.setQueryData(key, answer);
      await queryClient.invalidateQueries({ queryKey: creatorBrandViewKey });
    },
  });
}
