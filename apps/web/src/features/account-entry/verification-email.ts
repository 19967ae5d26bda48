/** Spec 1 §3 and spec 2 §3.5: the address waiting for its code, kept for the verification page. */
const KEY = 'verification_email';

export function rememberVerificationEmail(email: string): void {
  try {
    localStorage.setItem(KEY, email);
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

export function forgetVerificationEmail(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing stored.
  }
}
