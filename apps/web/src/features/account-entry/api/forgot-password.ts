import type { ZForgotPasswordResponse } from '@amplio/shared/schemas/password-reset';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { type AccountRole, apiPrefixFor } from '../account-role';

export type TForgotPasswordResponse = z.infer<typeof ZForgotPasswordResponse>;

/** POST /api/{creators|brands}/forgot-password: mails a reset code; the same answer whether or not the account exists. */
export function forgotPassword(role: AccountRole, email: string): Promise<TForgotPasswordResponse> {
  return api.post<TForgotPasswordResponse>(`${apiPrefixFor[role]}/forgot-password`, { email });
}
