import type { ZResetPasswordRequest, ZResetPasswordResponse } from '@amplio/shared/schemas/password-reset';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { type AccountRole, apiPrefixFor } from '../account-role';

export type TResetPasswordResponse = z.infer<typeof ZResetPasswordResponse>;

/** POST /api/{creators|brands}/reset-password: sets the new password and ends every session of the account. */
export function resetPassword(role: AccountRole, body: z.input<typeof ZResetPasswordRequest>): Promise<TResetPasswordResponse> {
  return api.post<TResetPasswordResponse>(`${apiPrefixFor[role]}/reset-password`, body);
}
