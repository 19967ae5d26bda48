import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { markFirstWelcome, useWelcomeWord } from './first-welcome';
import { setStoredUser } from './stored-user';

function Greeting() {
  return <p>{useWelcomeWord()}</p>;
}

const signedIn = (id: string) => setStoredUser({ id, name: 'Asha Rao', email: `${id}@example.test`, user_type: 'creator' });

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('useWelcomeWord', () => {
  it('says "Welcome" once to the account that has just verified, then "Welcome back"', () => {
    signedIn('u1');
    markFirstWelcome('u1');
    render(<Greeting />);
    expect(screen.getByText('Welcome')).toBeTruthy();
    cleanup();
    render(<Greeting />);
    expect(screen.getByText('Welcome back')).toBeTruthy();
  });

  it('says "Welcome back" to any other account', () => {
    markFirstWelcome('u1');
    signedIn('u2');
    render(<Greeting />);
    expect(screen.getByText('Welcome back')).toBeTruthy();
  });
});
