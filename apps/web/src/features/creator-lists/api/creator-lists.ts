import type { TCreatorListDetailsResponse, TCreatorListResponse, TCreatorListsResponse } from '@amplio/shared/schemas/creator-lists';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const LISTS = '/api/brands/creator-lists';
export const creatorListsKey = ['brand-creator-lists'] as const;

/** GET /api/brands/creator-lists: the brand's lists, each with who is on it. */
export const getCreatorListsQueryOptions = () =>
  queryOptions({
    queryKey: [...creatorListsKey, 'all'],
    queryFn: ({ signal }) => api.get<TCreatorListsResponse>(LISTS, { signal, cache: 'no-store' }),
  });
export const useCreatorLists = () => useQuery(getCreatorListsQueryOptions());

/** GET /api/brands/creator-lists/{id}: one list with its creators as search shows them. */
export const useCreatorList = (listId: string | null) =>
  useQuery({
    queryKey: [...creatorListsKey, 'one', listId],
    queryFn: ({ signal }) =>
      api.get<TCreatorListDetailsResponse>(`${LISTS}/${encodeURIComponent(listId ?? '')}`, { signal, cache: 'no-store' }),
    enabled: Boolean(listId),
  });

/** After any change every list view is read again: a list's count, its members and the ticks in "Save to a list". */
function useListMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: creatorListsKey }),
  });
}

export const useCreateCreatorList = () => useListMutation((input: { name: string }) => api.post<TCreatorListResponse>(LISTS, input));

export const useSetListMember = () =>
  useListMutation((input: { listId: string; creatorId: string; saved: boolean }) => {
    const path = `${LISTS}/${encodeURIComponent(input.listId)}/creators/${encodeURIComponent(input.creatorId)}`;
    return input.saved ? api.post<TCreatorListResponse>(path) : api.delete<TCreatorListResponse>(path);
  });

/** A deleted list leaves the cache at once (nothing asks for it again, which would only answer 404); the rest reload. */
export function useDeleteCreatorList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { listId: string }) => api.delete(`${LISTS}/${encodeURIComponent(input.listId)}`),
    onSuccess: (_answer, { listId }) => {
      queryClient.setQueryData<TCreatorListsResponse>([...creatorListsKey, 'all'], (lists) =>
        lists ? { ...lists, data: lists.data.filter((list) => list.id !== listId) } : lists,
      );
      queryClient.removeQueries({ queryKey: [...creatorListsKey, 'one', listId] });
      return queryClient.invalidateQueries({ queryKey: [...creatorListsKey, 'all'] });
    },
  });
}
