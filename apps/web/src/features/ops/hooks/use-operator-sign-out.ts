import { SESSION_MESSAGES } from '@amplio/shared/constants/client-messages';
import { paths, pathTo } from '../../../config/paths';
import { useSignOutFlow } from '../../../lib/use-sign-out-flow';
import { signOutOperator } from '../api/sign-out-operator';

/** Where an operator lands after signing out: the operator sign-in, saying "You have been signed out." */
export const afterOperatorSignOutPath = () => pathTo(paths.opsLogin.path, undefined, { message: SESSION_MESSAGES.signedOut });

/** Signs the operator out on the server, then forgets them here whether or not that call worked. */
export const useOperatorSignOut = () => useSignOutFlow(signOutOperator, afterOperatorSignOutPath);
