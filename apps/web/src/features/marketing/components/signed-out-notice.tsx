import { SESSION_MESSAGES } from '@amplio/shared/constants/client-messages';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { useMounted } from '../lib/use-mounted';

/**
 * "You have been signed out." on a landing page reached by signing out (?logged_out=1). Only in the browser: the
 * prerendered HTML has no query string, and hydration must match it.
 */
export function SignedOutNotice() {
  const [params] = useSearchParams();
  const mounted = useMounted();
  if (!mounted || params.get('logged_out') !== '1') return null;
  return <Alert tone="success" title={SESSION_MESSAGES.signedOut} />;
}
