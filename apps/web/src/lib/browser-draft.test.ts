import { afterEach, describe, expect, it } from 'vitest';
import { createBrowserDraft, withoutSecrets } from './browser-draft';

afterEach(() => localStorage.clear());

describe('withoutSecrets', () => {
  it('drops every password, token and secret key at any depth, and files', () => {
    const file = new File(['x'], 'a.png', { type: 'image/png' });
    expect(
      withoutSecrets({
        contactName: 'Asha',
        password: 'Secret-123',
        confirmPassword: 'Secret-123',
        password_confirmation: 'Secret-123',
        reset_token: 't',
        nested: { apiSecret: 's', keep: 1, photo: file },
        list: [{ newPassword: 'x', ok: true }, file],
      }),
    ).toEqual({ contactName: 'Asha', nested: { keep: 1 }, list: [{ ok: true }] });
  });
});

describe('createBrowserDraft', () => {
  const draft = createBrowserDraft<Record<string, unknown>>({
    dataKey: 'brandRegistrationForm',
    stepKey: 'brandRegistrationStep',
    maxStep: 3,
  });

  it('stores the draft under the spec keys without the passwords', () => {
    draft.saveData({ businessEmail: 'a@b.co', password: 'Secret-123', confirmPassword: 'Secret-123' });
    draft.saveStep(2);
    expect(localStorage.getItem('brandRegistrationForm')).toBe('{"businessEmail":"a@b.co"}');
    expect(localStorage.getItem('brandRegistrationStep')).toBe('2');
    expect(draft.loadData()).toEqual({ businessEmail: 'a@b.co' });
    expect(draft.loadStep()).toBe(2);
  });

  it('ignores a password someone else put in storage, broken JSON and steps out of range', () => {
    localStorage.setItem('brandRegistrationForm', '{"password":"x","companyName":"Acme"}');
    expect(draft.loadData()).toEqual({ companyName: 'Acme' });
    localStorage.setItem('brandRegistrationForm', '{broken');
    expect(draft.loadData()).toBeNull();
    localStorage.setItem('brandRegistrationStep', '7');
    expect(draft.loadStep()).toBeNull();
    localStorage.setItem('brandRegistrationStep', 'abc');
    expect(draft.loadStep()).toBeNull();
  });

  it('clears both keys', () => {
    draft.saveData({ a: 1 });
    draft.saveStep(3);
    draft.clear();
    expect(localStorage.getItem('brandRegistrationForm')).toBeNull();
    expect(localStorage.getItem('brandRegistrationStep')).toBeNull();
  });
});
