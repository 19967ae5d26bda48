import type { TDeleteAccountRequest } from '@amplio/shared/schemas/account';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** DELETE /api/account {password}: 409 with the reason while money is held for or owed to the account. */
export const deleteAccount = (body: TDeleteAccountRequest) =>
  apiRequest<{ success: true; message: string }>('/api/account', { method: 'DELETE', body });

export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
