import type {
  TAccountResponse,
  TChangeEmailRequest,
  TChangeEmailResponse,
  TVerifyEmailChangeRequest,
} from '@amplio/shared/schemas/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRevalidator } from 'react-router';
import { api } from '../../../lib/api-client';
import { getAccountQueryOptions } from './get-account';

/** POST /api/account/email: a code to the new address, a notice to the current one. */
export const requestEmailChange = (body: TChangeEmailRequest) => api.post<TChangeEmailResponse>('/api/account/email', body);

/** POST /api/account/email/verify: the code switches the address. */
export const verifyEmailChange = (body: TVerifyEmailChangeRequest) => api.post<TAccountResponse>('/api/account/email/verify', body);

export function useRequestEmailChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: requestEmailChange,
    onSuccess: (answer) => client.setQueryData(getAccountQueryOptions().queryKey, { user: answer.user }),
  });
}

export function useVerifyEmailChange() {
  const client = useQueryClient();
  const revalidator = useRevalidator();
  return useMutation({
    mutationFn: verifyEmailChange,
    onSuccess: async (answer) => {
      client.setQueryData(getAccountQueryOptions().queryKey, { user: answer.user });
      await client.invalidateQueries();
      await revalidator.revalidate();
    },
  });
}
