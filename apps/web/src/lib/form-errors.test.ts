import { BRAND_SERVER_TO_CLIENT_FIELD } from '@amplio/shared/schemas/brand-registration';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { applyServerErrors, focusFirstError, isFocusingAnError, mapServerErrors, registerClearing } from './form-errors';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('mapServerErrors', () => {
  it('maps snake_case keys to the form fields with the first message of each', () => {
    const mapped = mapServerErrors(
      {
        email: ['An account with this email already exists.', 'second'],
        job_title: 'Job title must be at least 2 characters long',
        'objectives[]': ['Please select at least one campaign objective.'],
        step: ['Please complete the previous steps first.'],
      },
      BRAND_SERVER_TO_CLIENT_FIELD,
    );
    expect(mapped.fields).toEqual([
      ['businessEmail', 'An account with this email already exists.'],
      ['jobTitle', 'Job title must be at least 2 characters long'],
      ['objectives', 'Please select at least one campaign objective.'],
    ]);
    expect(mapped.other).toEqual(['Please complete the previous steps first.']);
  });

  it('keeps keys that already are form fields when told so', () => {
    expect(mapServerErrors({ username: ['Taken'] }, {}, ['username']).fields).toEqual([['username', 'Taken']]);
  });
});

describe('focusFirstError', () => {
  it('focuses the error field that comes first on the page, not first in the list', () => {
    document.body.innerHTML = '<input name="contactName"><input name="businessEmail"><input name="businessPhone">';
    const el = focusFirstError(['businessPhone', 'businessEmail']);
    expect(el?.getAttribute('name')).toBe('businessEmail');
    expect(document.activeElement).toBe(el);
  });

  it('marks its own focus, so clear-on-focus handlers leave the error it is showing', () => {
    document.body.innerHTML = '<input name="email">';
    const seen: boolean[] = [];
    document.querySelector('input')?.addEventListener('focus', () => seen.push(isFocusingAnError()));
    focusFirstError(['email']);
    (document.querySelector('input') as HTMLInputElement).blur();
    (document.querySelector('input') as HTMLInputElement).focus();
    expect(seen).toEqual([true, false]);
  });

  it('returns null when no field is on screen', () => {
    expect(focusFirstError(['nothing'])).toBeNull();
  });
});

describe('applyServerErrors', () => {
  it('sets each mapped error on the form and ignores anything that is not a 422', () => {
    const setError = vi.fn();
    const error = new ApiError({ status: 422, message: 'The given data was invalid.', errors: { email: ['Taken'] } });
    expect(applyServerErrors(error, { setError }, BRAND_SERVER_TO_CLIENT_FIELD)).toEqual({ applied: ['businessEmail'], other: [] });
    expect(setError).toHaveBeenCalledWith('businessEmail', { type: 'server', message: 'Taken' });
    expect(applyServerErrors(new ApiError({ status: 500, message: 'x' }), { setError }, {})).toBeNull();
  });
});

describe('registerClearing', () => {
  it('clears the error on a focus the visitor makes, but not on the focus that shows the error', () => {
    document.body.innerHTML = '<input name="email">';
    const input = document.querySelector('input') as HTMLInputElement;
    const clearErrors = vi.fn();
    const form = {
      register: (name: string) => ({ name, onChange: async () => undefined, onBlur: async () => undefined, ref: () => undefined }),
      clearErrors,
      getFieldState: () => ({ error: { type: 'server', message: 'Taken' } }),
    };
    const field = registerClearing(form as never)('email' as never);
    input.addEventListener('focus', () => field.onFocus());
    focusFirstError(['email']);
    expect(clearErrors).not.toHaveBeenCalled();
    input.blur();
    input.focus();
    expect(clearErrors).toHaveBeenCalledWith('email');
  });
});
