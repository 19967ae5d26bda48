import type { TChangePasswordRequest } from '@amplio/shared/schemas/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { getSessionsQueryOptions } from './get-sessions';

/** PUT /api/account/password: every other session of the account ends. */
export const changePassword = (body: TChangePasswordRequest) => api.put<{ success: true; message: string }>('/api/account/password', body);

export function useChangePassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => client.invalidateQueries({ queryKey: getSessionsQueryOptions().queryKey }),
  });
}
