import { toSafeRedirectPath } from '@amplio/shared/domain/safe-redirect';
import { type ReactNode, useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { checkOpsAuth } from '../api/check-ops-auth';

/** Around the operator sign-in: an operator who is already signed in goes straight to the queue (or where they were sent from). */
export function OperatorEntryGate({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');

  useEffect(() => {
    const controller = new AbortController();
    checkOpsAuth({ signal: controller.signal })
      .then((answer) => {
        if (answer.authenticated && answer.user?.user_type === 'operator') {
          void navigate(toSafeRedirectPath(redirect, paths.opsPayouts.path), { replace: true });
        }
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [redirect, navigate]);

  return <>{children}</>;
}
