import { type QueryClient, type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST one operator action with the attempt's Idempotency-Key: a retry after a lost answer cannot act twice. */
export const postOpsAction = <TAnswer>(path: string, idempotencyKey: string, body: Record<string, unknown>) =>
  api.post<TAnswer>(path, body, { headers: { 'Idempotency-Key': idempotencyKey } });

/**
 * An operator action's mutation: the answer's row is shown at once (`replace` puts it into every cached page), and
 * the list under `listKey` with its counts is refreshed whatever happened.
 */
export function useOpsAction<TInput, TAnswer extends { data: unknown }>(
  mutationFn: (input: TInput) => Promise<TAnswer>,
  cache: { listKey: QueryKey; replace: (client: QueryClient, row: TAnswer['data']) => void },
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (answer) => cache.replace(client, answer.data),
    onSettled: () => client.invalidateQueries({ queryKey: cache.listKey }),
  });
}
