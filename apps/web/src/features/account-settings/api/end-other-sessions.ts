import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { getSessionsQueryOptions } from './get-sessions';

/** DELETE /api/account/sessions/others: "Sign out everywhere else". */
export const endOtherSessions = () => api.delete<{ success: true; message: string; ended: number }>('/api/account/sessions/others');

export function useEndOtherSessions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: endOtherSessions,
    onSuccess: () => client.invalidateQueries({ queryKey: getSessionsQueryOptions().queryKey }),
  });
}
