import { GUARD_MESSAGES } from '@amplio/shared/constants/messages';
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

  it('shows nothing without a query', () => {
    expect(loginNoticeFromQuery('brand', query({}))).toBeNull();
  });
});
