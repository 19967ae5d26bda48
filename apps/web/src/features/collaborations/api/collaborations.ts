import type {
  TApplyRequest,
  TCampaignAccess,
  TCampaignAccessRequest,
  TCampaignCreatorsResponse,
  TCollaborationResponse,
  TCollaborationsResponse,
  TDeclineRequest,
  TInviteListRequest,
  TInviteListResponse,
  TInviteRequest,
} from '@amplio/shared/schemas/collaborations';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { campaignsKey } from '../../campaigns/api/get-campaigns';
import { activeCampaignsKey } from '../../discovery/api/get-active-campaigns';
import { scriptsKey } from '../../scripts/api/get-scripts';

/** Every view of invitations and applications, on both sides: any change reloads them all. */
export const collaborationsKey = ['collaborations'] as const;
const enc = encodeURIComponent;

/** GET /api/brands/campaigns/{id}/creators: the campaign's Creators tab. */
export const getCampaignCreatorsQueryOptions = (campaignId: string) =>
  queryOptions({
    queryKey: [...collaborationsKey, 'campaign', campaignId],
    queryFn: ({ signal }) =>
      api.get<TCampaignCreatorsResponse>(`/api/brands/campaigns/${enc(campaignId)}/creators`, { signal, cache: 'no-store' }),
  });
export const useCampaignCreators = (campaignId: string) => useQuery(getCampaignCreatorsQueryOptions(campaignId));

/** GET /api/creator/invitations: the creator's invitations and applications, newest first. */
export const getMyCollaborationsQueryOptions = () =>
  queryOptions({
    queryKey: [...collaborationsKey, 'mine'],
    queryFn: ({ signal }) => api.get<TCollaborationsResponse>('/api/creator/invitations', { signal, cache: 'no-store' }),
  });
export const useMyCollaborations = () => useQuery(getMyCollaborationsQueryOptions());

/**
 * A change to an invitation or application: afterwards every collaboration view reloads, and so do the campaign's
 * escrow figures and the creator's scripts, which an acceptance or a hold changes.
 */
function useCollaborationMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // Not awaited: the caller's own callbacks (a toast, closing a dialog) must run while it is still on screen. Awaited,
    // a reload that changes what is shown (an application sent turns the form into "You applied") could unmount the
    // caller first, and React Query then drops its callbacks.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: collaborationsKey });
      void queryClient.invalidateQueries({ queryKey: campaignsKey });
      void queryClient.invalidateQueries({ queryKey: scriptsKey });
      void queryClient.invalidateQueries({ queryKey: activeCampaignsKey });
    },
  });
}

export const useInviteCreator = () =>
  useCollaborationMutation((input: { campaignId: string; body: TInviteRequest }) =>
    api.post<TCollaborationResponse>(`/api/brands/campaigns/${enc(input.campaignId)}/invitations`, input.body),
  );

export const useInviteList = () =>
  useCollaborationMutation((input: { campaignId: string; body: TInviteListRequest }) =>
    api.post<TInviteListResponse>(`/api/brands/campaigns/${enc(input.campaignId)}/invitations/list`, input.body),
  );

export const useSetCampaignAccess = () =>
  useCollaborationMutation((input: { campaignId: string; body: TCampaignAccessRequest }) =>
    api.put<{ success: true; data: TCampaignAccess }>(`/api/brands/campaigns/${enc(input.campaignId)}/access`, input.body),
  );

export const useApplyToCampaign = () =>
  useCollaborationMutation((input: { campaignId: string; body: TApplyRequest }) =>
    api.post<TCollaborationResponse>(`/api/campaigns/${enc(input.campaignId)}/applications`, input.body),
  );

/** The answers: who may give which is the server's rule (404 otherwise); the path names the side. */
export const ANSWER_PATHS = {
  acceptApplication: (id: string) => `/api/brands/applications/${enc(id)}/accept`,
  declineApplication: (id: string) => `/api/brands/applications/${enc(id)}/decline`,
  withdrawInvitation: (id: string) => `/api/brands/invitations/${enc(id)}/withdraw`,
  acceptInvitation: (id: string) => `/api/creator/invitations/${enc(id)}/accept`,
  declineInvitation: (id: string) => `/api/creator/invitations/${enc(id)}/decline`,
  withdrawApplication: (id: string) => `/api/creator/applications/${enc(id)}/withdraw`,
} as const;
export type CollaborationAnswer = keyof typeof ANSWER_PATHS;

/** POSTs one answer; declines may carry a reason. Accepting sends an Idempotency-Key, so a double click holds once. */
export const useAnswerCollaboration = () =>
  useCollaborationMutation((input: { id: string; answer: CollaborationAnswer; body?: TDeclineRequest; idempotencyKey?: string }) =>
    api.post<TCollaborationResponse>(ANSWER_PATHS[input.answer](input.id), input.body ?? {}, {
      headers: input.idempotencyKey ? { 'Idempotency-Key': input.idempotencyKey } : undefined,
    }),
  );
