import { useMutationState } from '@tanstack/react-query';
import { useMemo } from 'react';

/** The ids (the mutation variable `idField`, e.g. payoutId or refundId) with an action on its way from any dialog, so their buttons wait. */
export function useBusyIds(idField: string): ReadonlySet<string> {
  const ids = useMutationState({
    filters: { status: 'pending' },
    select: (mutation) => (mutation.state.variables as Record<string, unknown> | undefined)?.[idField],
  });
  return useMemo(() => new Set(ids.filter((id): id is string => typeof id === 'string')), [ids]);
}
