import type { ZVerifyResetCodeResponse } from '@amplio/shared/schemas/password-reset';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { type AccountRole, apiPrefixFor } from '../account-role';

export type TVerifyResetCodeResponse = z.infer<typeof ZVerifyResetCodeResponse>;

/** POST /api/{creators|brands}/verify-reset-otp: trades the mailed code for a short-lived reset token. */
export function verifyResetOtp(role: AccountRole, body: { email: string; otp: string }): Promise<TVerifyResetCodeResponse> {
  return api.post<TVerifyResetCodeResponse>(`${apiPrefixFor[role]}/verify-reset-otp`, body);
}
