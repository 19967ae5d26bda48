import { SESSION_MESSAGES } from '@amplio/shared/constants/client-messages';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths, pathTo } from '../../../config/paths';
import { clearStoredUser } from '../../../lib/stored-user';
import { signOutOperator } from '../api/sign-out-operator';

/** Where an operator lands after signing out: the operator sign-in, saying "You have been signed out." */
export const afterOperatorSignOutPath = () => pathTo(paths.opsLogin.path, undefined, { message: SESSION_MESSAGES.signedOut });

/** Signs the operator out on the server, then forgets them here whether or not that call worked. */
export function useOperatorSignOut() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [signingOut, setSigningOut] = useState(false);

  const signOut = async () => {
    setSigningOut(true);
    try {
      await signOutOperator();
    } catch {
      // The session may already be gone; the local sign-out below still applies.
    }
    clearStoredUser();
    queryClient.clear();
    await navigate(afterOperatorSignOutPath(), { replace: true });
  };

  return { signOut, signingOut };
}
