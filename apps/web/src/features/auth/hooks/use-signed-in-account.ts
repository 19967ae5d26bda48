import { useEffect, useState } from 'react';
import { findSignedInAccount, type SignedInAccount } from '../signed-in-account';

/**
 * The signed-in account, or null: null while prerendering and hydrating (so the HTML matches), then what the server
 * confirms. On the prerendered pages this runs once React has taken over, after the visitor's first move.
 */
export function useSignedInAccount(): SignedInAccount | null {
  const [account, setAccount] = useState<SignedInAccount | null>(null);
  useEffect(() => {
    let live = true;
    void findSignedInAccount().then((found) => {
      if (live) setAccount(found);
    });
    return () => {
      live = false;
    };
  }, []);
  return account;
}
