import { SESSION_MESSAGES } from '@amplio/shared/constants/client-messages';
import { GUARD_MESSAGES } from '@amplio/shared/constants/messages';
import type { AccountKind } from './api/check-auth';

export interface LoginNotice {
  tone: 'info' | 'warning';
  text: string;
}

/** Only messages the app itself writes are shown, so a crafted link cannot put arbitrary text on the sign-in page. */
const KNOWN_MESSAGES = new Set<string>([...Object.values(GUARD_MESSAGES), ...Object.values(SESSION_MESSAGES)]);

/** The notice above a sign-in form, from the `error` and `message` query values the route guard sets. */
export function loginNoticeFromQuery(kind: AccountKind, params: URLSearchParams): LoginNotice | null {
  const error = params.get('error');
  const message = params.get('message');
  const tone = error === 'unauthorized' ? 'warning' : 'info';
  if (message && KNOWN_MESSAGES.has(message)) return { tone, text: message };
  if (error === 'unauthenticated') return { tone, text: GUARD_MESSAGES.unauthenticated };
  if (error === 'unauthorized') {
    return { tone, text: kind === 'brand' ? GUARD_MESSAGES.unauthorizedBrand : GUARD_MESSAGES.unauthorizedCreator };
  }
  return null;
}
