/** Spec 1 §3 and spec 2 §3.5: the address waiting for its code, kept for the verification page. */
const KEY = 'verification_email';
/** Which kind of account the address registered (ours, beside the spec's key): the dashboard guard reads it. */
const KIND_KEY = 'verification_kind';

export type VerificationKind = 'brand' | 'creator';

export function rememberVerificationEmail(email: string, kind?: VerificationKind): void {
  try {
    localStorage.setItem(KEY, email);
    if (kind) localStorage.setItem(KIND_KEY, kind);
  } catch {
    // The page also takes the address from its ?email= query.
  }
}

export function readVerificationEmail(): string {
  try {
    return localStorage.getItem(KEY) ?? '';
  } catch {
    return '';
  }
}

/** A registration of this browser still waiting for its code: the address and the kind of account, or null. */
export function readPendingVerification(): { email: string; kind: VerificationKind } | null {
  try {
    const email = localStorage.getItem(KEY);
    const kind = localStorage.getItem(KIND_KEY);
    return email && (kind === 'brand' || kind === 'creator') ? { email, kind } : null;
  } catch {
    return null;
  }
}

export function forgetVerificationEmail(): void {
  try {
    localStorage.removeItem(KEY);
    localStorage.removeItem(KIND_KEY);
  } catch {
    // Nothing stored.
  }
}
