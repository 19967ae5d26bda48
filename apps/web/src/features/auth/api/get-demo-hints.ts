import type { TDemoHintsResponse } from '@amplio/shared/schemas/auth';
import { api } from '../../../lib/api-client';

/** GET /api/demo-hints: the demo sign-ins, only while the server runs in demo mode (404 otherwise). */
export function getDemoHints(options: { signal?: AbortSignal } = {}): Promise<TDemoHintsResponse> {
  return api.get<TDemoHintsResponse>('/api/demo-hints', { signal: options.signal, cache: 'no-store' });
}
