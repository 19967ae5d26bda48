import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { clearStoredUser } from './stored-user';

/**
 * Signs out on the server, then forgets the account here (the stored user and every cached query) whether or not
 * that call worked, and goes to `destination()`, worked out at that moment.
 */
export function useSignOutFlow(signOutOnServer: () => Promise<unknown>, destination: () => string) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [signingOut, setSigningOut] = useState(false);

  const signOut = async () => {
    setSigningOut(true);
    try {
      await signOutOnServer();
    } catch {
      // The session may already be gone; the local sign-out below still applies.
    }
    clearStoredUser();
    queryClient.clear();
    await navigate(destination(), { replace: true });
  };

  return { signOut, signingOut };
}
