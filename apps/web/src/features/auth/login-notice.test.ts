import { SESSION_MESSAGES } from '@amplio/shared/constants/client-messages';
import { GUARD_MESSAGES } from '@amplio/shared/constants/messages';
import { OPS_MESSAGES } from '@amplio/shared/schemas/ops';
import { describe, expect, it } from 'vitest';
import { loginNoticeFromQuery } from './login-notice';

const query = (value: Record<string, string>) => new URLSearchParams(value);

describe('loginNoticeFromQuery', () => {
  it('shows the guard message the route guard put in the link', () => {
    expect(loginNoticeFromQuery('creator', query({ error: 'unauthenticated', message: GUARD_MESSAGES.unauthenticated }))).toEqual({
      tone: 'info',
      text: GUARD_MESSAGES.unauthenticated,
    });
    expect(loginNoticeFromQuery('brand', query({ error: 'unauthorized', message: GUARD_MESSAGES.unauthorizedBrand }))).toEqual({
      tone: 'warning',
      text: GUARD_MESSAGES.unauthorizedBrand,
    });
  });

  it('never shows text the app did not write, falling back to the message for the error code', () => {
    expect(loginNoticeFromQuery('brand', query({ message: 'Your account is locked. Call +1 555 0100.' }))).toBeNull();
    expect(loginNoticeFromQuery('creator', query({ error: 'unauthorized', message: 'Call us now' }))).toEqual({
      tone: 'warning',
      text: GUARD_MESSAGES.unauthorizedCreator,
    });
  });

  it('tells a brand or creator sent to the operator sign-in that it is for operators, and an operator that they signed out', () => {
    expect(loginNoticeFromQuery('operator', query({ error: 'unauthorized', message: OPS_MESSAGES.notOperator }))).toEqual({
      tone: 'warning',
      text: OPS_MESSAGES.notOperator,
    });
    expect(loginNoticeFromQuery('operator', query({ error: 'unauthorized' }))?.text).toBe(OPS_MESSAGES.notOperator);
    expect(loginNoticeFromQuery('operator', query({ message: SESSION_MESSAGES.signedOut }))).toEqual({
      tone: 'info',
      text: SESSION_MESSAGES.signedOut,
    });
  });

  it('shows nothing without a query', () => {
    expect(loginNoticeFromQuery('brand', query({}))).toBeNull();
  });
});
