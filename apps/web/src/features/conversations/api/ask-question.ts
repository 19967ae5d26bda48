import type { ZQuestionResponse } from '@amplio/shared/schemas/conversations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { conversationListsKey } from './get-conversations';

/** POST /api/campaigns/{id}/questions: a creator asks the brand about a campaign before taking it; answers the conversation. */
export function askQuestion({ campaignId, body }: { campaignId: string; body: string }) {
  return api.post<z.infer<typeof ZQuestionResponse>>(`/api/campaigns/${encodeURIComponent(campaignId)}/questions`, { body });
}

export function useAskQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: askQuestion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversationListsKey }),
  });
}
