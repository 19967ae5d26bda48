import type { TAccountResponse, TUpdateNameRequest } from '@amplio/shared/schemas/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRevalidator } from 'react-router';
import { api } from '../../../lib/api-client';
import { getAccountQueryOptions } from './get-account';

/** PUT /api/account/name. */
export const updateName = (body: TUpdateNameRequest) => api.put<TAccountResponse>('/api/account/name', body);

/** Saves the name; the account and the shell's name (the route data and every cached summary) follow. */
export function useUpdateName() {
  const client = useQueryClient();
  const revalidator = useRevalidator();
  return useMutation({
    mutationFn: updateName,
    onSuccess: async (answer) => {
      client.setQueryData(getAccountQueryOptions().queryKey, { user: answer.user });
      await client.invalidateQueries();
      await revalidator.revalidate();
    },
  });
}
