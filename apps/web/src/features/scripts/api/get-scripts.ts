import type { TScriptsResponse } from '@amplio/shared/schemas/scripts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const scriptsKey = ['creator-scripts'] as const;

/** GET /api/creator/scripts: the creator's scripts, newest first. */
export function getScripts(options: { signal?: AbortSignal } = {}): Promise<TScriptsResponse> {
  return api.get<TScriptsResponse>('/api/creator/scripts', { signal: options.signal, cache: 'no-store' });
}

export const getScriptsQueryOptions = () => queryOptions({ queryKey: scriptsKey, queryFn: ({ signal }) => getScripts({ signal }) });

export const useScripts = () => useQuery(getScriptsQueryOptions());
