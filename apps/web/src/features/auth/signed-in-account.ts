import type { TPublicUser } from '@amplio/shared/schemas/auth';
import { clearStoredUser, getStoredUser } from '../../lib/stored-user';
import { type AccountKind, checkAuth } from './api/check-auth';

export interface SignedInAccount {
  kind: AccountKind;
  name: string;
  email: string;
}

const isAccountKind = (value: string): value is AccountKind => value === 'brand' || value === 'creator';

/** The account a check-auth answer names, when it says a user of that kind is signed in. */
export async function signedInAs(kind: AccountKind): Promise<SignedInAccount | null> {
  try {
    const answer = await checkAuth(kind);
    const user: TPublicUser | null | undefined = answer.authenticated ? answer.user : null;
    return user ? { kind, name: user.name, email: user.email } : null;
  } catch {
    return null;
  }
}

let check: { key: string | null; answer: Promise<SignedInAccount | null> } | null = null;

/**
 * Who is signed in, asked once per stored user. The stored user (set at sign-in, cleared at sign-out) says which
 * kind to ask about, so a visitor who never signed in costs no request; the server has the last word, and a stale
 * stored user is dropped.
 */
export function findSignedInAccount(): Promise<SignedInAccount | null> {
  const stored = getStoredUser();
  const key = stored ? `${stored.user_type}:${stored.id}` : null;
  if (check?.key !== key) {
    const answer = (async () => {
      if (!stored || !isAccountKind(stored.user_type)) return null;
      const account = await signedInAs(stored.user_type);
      if (!account) clearStoredUser();
      return account;
    })();
    check = { key, answer };
  }
  return check.answer;
}
