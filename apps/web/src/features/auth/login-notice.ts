import { SESSION_MESSAGES } from '@amplio/shared/constants/client-messages';
import { GUARD_MESSAGES } from '@amplio/shared/constants/messages';
import { OPS_MESSAGES } from '@amplio/shared/schemas/ops';
import type { SignInKind } from './api/sign-in';

export interface LoginNotice {
  tone: 'info' | 'warning';
  text: string;
}

/** Only messages the app itself writes are shown, so a crafted link cannot put arbitrary text on the sign-in page. */
const KNOWN_MESSAGES = new Set<string>([...Object.values(GUARD_MESSAGES), ...Object.values(SESSION_MESSAGES), OPS_MESSAGES.notOperator]);

const UNAUTHORIZED: Record<SignInKind, string> = {
  brand: GUARD_MESSAGES.unauthorizedBrand,
  creator: GUARD_MESSAGES.unauthorizedCreator,
  operator: OPS_MESSAGES.notOperator,
};

/** The notice above a sign-in form, from the `error` and `message` query values the route guard sets. */
export function loginNoticeFromQuery(kind: SignInKind, params: URLSearchParams): LoginNotice | null {
  const error = params.get('error');
  const message = params.get('message');
  const tone = error === 'unauthorized' ? 'warning' : 'info';
  if (message && KNOWN_MESSAGES.has(message)) return { tone, text: message };
  if (error === 'unauthenticated') return { tone, text: GUARD_MESSAGES.unauthenticated };
  if (error === 'unauthorized') return { tone, text: UNAUTHORIZED[kind] };
  return null;
}
