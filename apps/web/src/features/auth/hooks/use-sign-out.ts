import { paths, pathTo } from '../../../config/paths';
import { useSignOutFlow } from '../../../lib/use-sign-out-flow';
import type { AccountKind } from '../api/check-auth';
import { signOut } from '../api/sign-out';

/**
 * Where each kind of account lands after signing out (spec 3 §2.2 and §7): its landing page, which says "You have
 * been signed out." (the spec gives the brand's /brand no notice; issue 15 asks for the creator's on both).
 */
export function afterSignOutPath(kind: AccountKind, now: number = Date.now()): string {
  const landing = kind === 'brand' ? paths.brandLanding.path : paths.creatorLanding.path;
  return pathTo(landing, undefined, { logged_out: 1, t: now });
}

/** Signs out on the server, then forgets the user locally whether or not that call worked. */
export const useSignOut = (kind: AccountKind) =>
  useSignOutFlow(
    () => signOut(kind),
    () => afterSignOutPath(kind),
  );
