import { toSafeRedirectPath } from '@amplio/shared/domain/safe-redirect';
import { type ReactNode, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { notify } from '../../../components/ui/toaster';
import { SESSION_MESSAGES } from '@amplio/shared/constants/client-messages';
import { dashboardPathFor } from '../../../config/paths';
import { clearStoredUser } from '../../../lib/stored-user';
import type { AccountKind } from '../api/check-auth';
import { signOut } from '../api/sign-out';
import { type SignedInAccount, signedInAs } from '../signed-in-account';

const otherKind = (kind: AccountKind): AccountKind => (kind === 'brand' ? 'creator' : 'brand');

/**
 * Around the sign-in and registration pages of one kind of account (issue 15): someone already signed in as that kind
 * goes to their dashboard (or the page the guard was protecting); someone signed in as the other kind sees the form
 * with a line naming that account and a way to sign out of it.
 */
export function AccountEntryGate({ kind, children }: { kind: AccountKind; children: ReactNode }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const [other, setOther] = useState<SignedInAccount | null>(null);
  const [signingOut, setSigningOut] = useState(false);

  useEffect(() => {
    let live = true;
    void Promise.all([signedInAs(kind), signedInAs(otherKind(kind))]).then(([same, different]) => {
      if (!live) return;
      if (same) void navigate(toSafeRedirectPath(redirect, dashboardPathFor[kind]), { replace: true });
      else setOther(different);
    });
    return () => {
      live = false;
    };
  }, [kind, redirect, navigate]);

  const signOutOther = async () => {
    if (!other) return;
    setSigningOut(true);
    try {
      await signOut(other.kind);
    } catch {
      // The session may already be gone; the page forgets it either way.
    }
    clearStoredUser();
    setOther(null);
    setSigningOut(false);
    notify.success(SESSION_MESSAGES.signedOut);
  };

  return (
    <>
      {other ? (
        <div className="container-content pt-6 sm:pt-8">
          <Alert className="mx-auto max-w-5xl" title={`You are signed in to a ${other.kind} account as ${other.name} (${other.email}).`}>
            <p>
              This page is for {kind} accounts.{' '}
              <button
                type="button"
                onClick={() => void signOutOther()}
                disabled={signingOut}
                className="font-medium text-brand underline hover:text-brand-hover disabled:opacity-60"
              >
                {signingOut ? 'Signing out...' : `Sign out of the ${other.kind} account`}
              </button>
            </p>
          </Alert>
        </div>
      ) : null}
      {children}
    </>
  );
}
