import { api } from '../../../lib/api-client';

/** POST /api/ops/logout with an empty body: ends the operator's session. */
export function signOutOperator(): Promise<unknown> {
  return api.post('/api/ops/logout', {});
}
