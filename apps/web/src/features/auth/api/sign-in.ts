import type { TBrandLoginRequest, TCreatorLoginRequest, TLoginResponse } from '@amplio/shared/schemas/auth';
import type { ZOpsLoginRequest } from '@amplio/shared/schemas/ops';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import type { AccountKind } from './check-auth';

/** Who a sign-in page is for: the two kinds of account of the spec, and Amplio's own operators (issue 13 §4). */
export type SignInKind = AccountKind | 'operator';

export type SignInRequest = TBrandLoginRequest | TCreatorLoginRequest | z.input<typeof ZOpsLoginRequest>;

const SIGN_IN_PATH: Record<SignInKind, string> = { brand: '/brand/login', creator: '/creator/login', operator: '/ops/login' };

/** POST /brand/login, /creator/login or /ops/login. The answer carries the new session's CSRF token, which the client adopts. */
export function signIn(kind: SignInKind, body: SignInRequest): Promise<TLoginResponse> {
  return api.post<TLoginResponse>(SIGN_IN_PATH[kind], body);
}
