import { beforeEach, describe, expect, it } from 'vitest';
import { clearStoredUser, getStoredUser, setStoredUser } from './stored-user';

beforeEach(() => localStorage.clear());

describe('stored user', () => {
  it('keeps only id, name, email and user_type — never a password or token', () => {
    setStoredUser({ id: '1', name: 'A', email: 'a@b.co', user_type: 'brand', password: 'secret', csrf_token: 't' });
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toEqual({ id: '1', name: 'A', email: 'a@b.co', user_type: 'brand' });
  });

  it('ignores malformed values', () => {
    expect(setStoredUser({ id: 1, name: 'A' })).toBeNull();
    localStorage.setItem('user', '{not json');
    expect(getStoredUser()).toBeNull();
    localStorage.setItem('user', JSON.stringify({ id: '1', name: 'A', email: 'a@b.co', user_type: 'hacker' }));
    expect(getStoredUser()).toBeNull();
  });

  it('clears', () => {
    setStoredUser({ id: '1', name: 'A', email: 'a@b.co', user_type: 'creator' });
    clearStoredUser();
    expect(getStoredUser()).toBeNull();
  });
});
