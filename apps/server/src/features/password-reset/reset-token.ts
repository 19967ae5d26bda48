import { hmac, safeEqual } from '../../lib/tokens';

export const RESET_TOKEN_LIFETIME_MS = 15 * 60 * 1000;

/**
 * A stateless token that proves the code was entered. It is bound to the current password hash,
 * so it dies as soon as it has been used (or the password changes another way), and it expires in 15 minutes.
 */
export function createResetToken(input: { secret: string; email: string; passwordHash: string; now: Date }): string {
  const expires = input.now.getTime() + RESET_TOKEN_LIFETIME_MS;
  return `${expires.toString(36)}.${hmac(input.secret, `reset:${input.email.toLowerCase()}:${expires}:${input.passwordHash}`)}`;
}

export function isResetTokenValid(input: { secret: string; token: string; email: string; passwordHash: string; now: Date }): boolean {
  const [expiresPart, signature] = input.token.split('.');
  const expires = Number.parseInt(expiresPart ?? '', 36);
  if (!signature || !Number.isFinite(expires) || expires <= input.now.getTime()) return false;
  return safeEqual(signature, hmac(input.secret, `reset:${input.email.toLowerCase()}:${expires}:${input.passwordHash}`));
}
