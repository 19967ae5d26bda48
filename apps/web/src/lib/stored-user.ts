import { USER_TYPES, type UserType } from '@amplio/shared/constants/roles';

const STORAGE_KEY = 'user';

/** What the browser keeps about the signed-in user between page loads. Never a password or a token. */
export interface StoredUser {
  id: string;
  name: string;
  email: string;
  user_type: UserType;
}

function isUserType(value: unknown): value is UserType {
  return typeof value === 'string' && (USER_TYPES as readonly string[]).includes(value);
}

/** Keeps only the whitelisted fields, so nothing sensitive reaches localStorage by accident. */
export function toStoredUser(value: unknown): StoredUser | null {
  if (!value || typeof value !== 'object') return null;
  const { id, name, email, user_type } = value as Record<string, unknown>;
  if (typeof id !== 'string' || typeof name !== 'string' || typeof email !== 'string' || !isUserType(user_type)) return null;
  return { id, name, email, user_type };
}

export function getStoredUser(): StoredUser | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    return raw ? toStoredUser(JSON.parse(raw)) : null;
  } catch {
    return null;
  }
}

export function setStoredUser(user: unknown): StoredUser | null {
  const stored = toStoredUser(user);
  try {
    if (stored) localStorage.setItem(STORAGE_KEY, JSON.stringify(stored));
  } catch {
    // Storage can be full or disabled (private mode); the session cookie still works.
  }
  return stored;
}

export function clearStoredUser(): void {
  try {
    localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}
