import { hmac, randomToken, safeEqual, sha256 } from '../../lib/tokens';
import { isUuid } from '@amplio/shared/domain/uuid';

/** A confirm token: 256 random bits, mailed once; only its SHA-256 is stored. */
export function newConfirmToken(): { token: string; hash: string } {
  const token = randomToken(32);
  return { token, hash: sha256(token) };
}

export const hashConfirmToken = (token: string) => sha256(token);

/**
 * The unsubscribe token: the subscriber id and an HMAC of it under the app secret. Nothing is stored, so the link
 * in every letter ever sent keeps working, and nobody can forge one for another subscriber without the secret.
 */
export function unsubscribeTokenFor(secret: string, subscriberId: string): string {
  return `${subscriberId}.${hmac(secret, `newsletter-unsubscribe:${subscriberId}`)}`;
}

/** The subscriber id an unsubscribe token names, or null when it is malformed or its signature is wrong. */
export function readUnsubscribeToken(secret: string, token: string): string | null {
  const dot = token.indexOf('.');
  if (dot < 0) return null;
  const id = token.slice(0, dot);
  if (!isUuid(id)) return null;
  return safeEqual(token, unsubscribeTokenFor(secret, id)) ? id : null;
}
