import { useQuery } from '@tanstack/react-query';
import { getMyCollaborationsQueryOptions } from '../api/collaborations';
import { pendingInvitationCount } from './group-collaborations';

/** The number of invitations waiting for the creator, for the nav badge (0 while loading or on failure). */
export function usePendingInvitationCount(): number {
  const count = useQuery({
    ...getMyCollaborationsQueryOptions(),
    select: (response) => pendingInvitationCount(response.data),
    staleTime: 60_000,
  });
  return count.data ?? 0;
}
