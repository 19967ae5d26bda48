import type { TMessage, ZSendMessageResponse } from '@amplio/shared/schemas/conversations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { UploadControl } from '../../../components/use-upload-tracker';
import { api } from '../../../lib/api-client';
import { conversationListsKey } from './get-conversations';
import { type ThreadPages, threadKey, withMessage } from './get-messages';

export interface SendMessageInput extends Partial<UploadControl> {
  conversationId: string;
  body: string;
  files: readonly File[];
}

/** Five 25 MB files on a slow line take a while; the sender can cancel any time. */
const UPLOAD_TIMEOUT_MS = 30 * 60_000;

/**
 * POST /api/conversations/{id}/messages: JSON `{ body }`, or multipart with `body` and up to five `attachments` (sent
 * with upload progress). Answers 201 with the message as stored (its body masked for the other side if need be).
 */
export async function sendMessage({ conversationId, body, files, signal, onUploadProgress }: SendMessageInput): Promise<TMessage> {
  const path = `/api/conversations/${encodeURIComponent(conversationId)}/messages`;
  let payload: FormData | { body: string } = { body };
  if (files.length > 0) {
    payload = new FormData();
    payload.append('body', body);
    for (const file of files) payload.append('attachments', file, file.name);
  }
  const response = await api.post<z.infer<typeof ZSendMessageResponse>>(path, payload, {
    signal,
    onUploadProgress: files.length > 0 ? onUploadProgress : undefined,
    timeoutMs: files.length > 0 ? UPLOAD_TIMEOUT_MS : undefined,
  });
  return response.data;
}

/** Sends a message; the thread shows it at once and the lists move its conversation to the top. */
export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    onSuccess: (message, { conversationId }) => {
      queryClient.setQueryData<ThreadPages>(threadKey(conversationId), (thread) => (thread ? withMessage(thread, message) : thread));
      void queryClient.invalidateQueries({ queryKey: conversationListsKey });
    },
  });
}
