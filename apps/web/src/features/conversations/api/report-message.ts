import type { ZReportResponse } from '@amplio/shared/schemas/conversations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { type ThreadPages, threadKey, withMessageChanged } from './get-messages';

export interface ReportMessageInput {
  conversationId: string;
  messageId: string;
  reason: string;
}

/** POST /api/conversations/{id}/messages/{message_id}/report: asks an operator to read the conversation. */
export function reportMessage({ conversationId, messageId, reason }: ReportMessageInput) {
  const enc = encodeURIComponent;
  return api.post<z.infer<typeof ZReportResponse>>(`/api/conversations/${enc(conversationId)}/messages/${enc(messageId)}/report`, {
    reason,
  });
}

/** Reports a message; the thread then marks it reported, so it cannot be reported twice. */
export function useReportMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reportMessage,
    onSuccess: (_answer, { conversationId, messageId }) =>
      queryClient.setQueryData<ThreadPages>(threadKey(conversationId), (thread) =>
        thread ? withMessageChanged(thread, messageId, { reported: true }) : thread,
      ),
  });
}
