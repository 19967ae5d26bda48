import { useEffect, useState } from 'react';
import { getStoredUser } from '../../../lib/stored-user';
import type { SignedInAccount } from '../signed-in-account';

/**
 * The signed-in account, or null: null while prerendering and hydrating (so the HTML matches), then what the server
 * confirms. On the prerendered pages this runs once React has taken over, after the visitor's first move. A visitor
 * without a stored user loads no more code and sends no request.
 */
export function useSignedInAccount(): SignedInAccount | null {
  const [account, setAccount] = useState<SignedInAccount | null>(null);
  useEffect(() => {
    if (!getStoredUser()) return;
    let live = true;
    void import('../signed-in-account')
      .then(({ findSignedInAccount }) => findSignedInAccount())
      .then((found) => {
        if (live) setAccount(found);
      });
    return () => {
      live = false;
    };
  }, []);
  return account;
}
