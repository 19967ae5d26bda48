import type { TBrandLoginRequest, TCreatorLoginRequest, TLoginResponse } from '@amplio/shared/schemas/auth';
import { api } from '../../../lib/api-client';
import type { AccountKind } from './check-auth';

export type SignInRequest = TBrandLoginRequest | TCreatorLoginRequest;

/** POST /brand/login or /creator/login. The answer carries the new session's CSRF token, which the client adopts. */
export function signIn(kind: AccountKind, body: SignInRequest): Promise<TLoginResponse> {
  return api.post<TLoginResponse>(`/${kind}/login`, body);
}
