import { useEffect, useState } from 'react';
import { getStoredUser } from './stored-user';

const KEY = 'amplio:first-welcome';

/** Called when a new account has just verified its e-mail: its first dashboard says "Welcome", not "Welcome back". */
export function markFirstWelcome(userId: string): void {
  try {
    localStorage.setItem(KEY, userId);
  } catch {
    // Without storage the dashboard says "Welcome back", which is only a word off.
  }
}

function isFirstWelcome(): boolean {
  const userId = getStoredUser()?.id;
  try {
    return userId !== undefined && localStorage.getItem(KEY) === userId;
  } catch {
    return false;
  }
}

/** "Welcome" on the first dashboard a new account (the stored user) sees, "Welcome back" on every later one. */
export function useWelcomeWord(): 'Welcome' | 'Welcome back' {
  const [first] = useState(isFirstWelcome);
  useEffect(() => {
    if (!first) return;
    try {
      localStorage.removeItem(KEY);
    } catch {
      // Nothing to forget.
    }
  }, [first]);
  return first ? 'Welcome' : 'Welcome back';
}
