import type { TRating, TRatingRequest, TRatingResponse } from '@amplio/shared/schemas/ratings';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Who gives the rating: the brand rates the creator of a submission, the creator rates the brand of a script. */
export type RatingSide = 'brand' | 'creator';

export interface RatingTarget {
  side: RatingSide;
  /** The submission's id on the brand's side, the script's id on the creator's: the same script either way. */
  scriptId: string;
}

/** GET answers with the rating given so far, or null before the first. */
export type TMyRatingResponse = { success: true; data: TRating | null };

export const ratingsKey = ['ratings'] as const;
/** The brand's view of a creator carries the creator's average, which a brand's rating changes. */
const brandCreatorProfileKey = ['brand-creator-profile'] as const;

const enc = encodeURIComponent;

/** Issue 23 §4: the one path per side, for reading and for giving (or changing) the rating. */
export const ratingPath = ({ side, scriptId }: RatingTarget) =>
  side === 'brand' ? `/api/brands/submissions/${enc(scriptId)}/rating` : `/api/creator/scripts/${enc(scriptId)}/rating`;

export const getMyRatingQueryOptions = (target: RatingTarget) =>
  queryOptions({
    queryKey: [...ratingsKey, target.side, target.scriptId],
    queryFn: ({ signal }) => api.get<TMyRatingResponse>(ratingPath(target), { signal, cache: 'no-store' }),
  });

/** The rating this side gave on this collaboration, or null. */
export const useMyRating = (target: RatingTarget) => useQuery(getMyRatingQueryOptions(target));

/** POSTs the rating (201 the first time, 200 for a change); afterwards the rating and the creator's page reload. */
export const useRate = (target: RatingTarget) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TRatingRequest) => api.post<TRatingResponse>(ratingPath(target), body),
    onSuccess: (answer) => {
      queryClient.setQueryData<TMyRatingResponse>(getMyRatingQueryOptions(target).queryKey, { success: true, data: answer.data });
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getMyRatingQueryOptions(target).queryKey }),
        target.side === 'brand' ? queryClient.invalidateQueries({ queryKey: brandCreatorProfileKey }) : undefined,
      ]),
  });
};
