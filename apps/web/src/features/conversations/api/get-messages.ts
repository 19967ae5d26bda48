import { CONVERSATION_LIMITS, type TMessage, type TMessagesResponse } from '@amplio/shared/schemas/conversations';
import { type InfiniteData, infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { conversationsKey } from './get-conversations';

export const threadKey = (conversationId: string) => [...conversationsKey, 'thread', conversationId] as const;

/** A thread as the cache keeps it: pages[0] holds the newest messages, each later page older ones. */
export type ThreadPages = InfiniteData<TMessagesResponse>;

/** GET /api/conversations/{id}/messages?before=&limit=: a page of messages, oldest first, with the thread's header. */
export function getMessages(conversationId: string, options: { before?: string; signal?: AbortSignal } = {}): Promise<TMessagesResponse> {
  return api.get<TMessagesResponse>(`/api/conversations/${encodeURIComponent(conversationId)}/messages`, {
    query: { before: options.before, limit: CONVERSATION_LIMITS.messagesDefault },
    signal: options.signal,
    cache: 'no-store',
  });
}

export const getMessagesQueryOptions = (conversationId: string) =>
  infiniteQueryOptions({
    queryKey: threadKey(conversationId),
    queryFn: ({ pageParam, signal }) => getMessages(conversationId, { before: pageParam, signal }),
    initialPageParam: undefined as string | undefined,
    // Older messages come before the oldest one shown.
    getNextPageParam: (page) => (page.has_more ? page.data[0]?.id : undefined),
  });

export const useMessages = (conversationId: string) => useInfiniteQuery(getMessagesQueryOptions(conversationId));

/** Every message loaded, oldest first. */
export function threadMessages(thread: ThreadPages): TMessage[] {
  return thread.pages.toReversed().flatMap((page) => page.data);
}

/** The thread with `message` added at the newest end, unless it is there already (the sender's own copy comes back live). */
export function withMessage(thread: ThreadPages, message: TMessage): ThreadPages {
  if (thread.pages.some((page) => page.data.some((m) => m.id === message.id))) return thread;
  const [newest, ...older] = thread.pages;
  if (!newest) return thread;
  return { ...thread, pages: [{ ...newest, data: [...newest.data, message] }, ...older] };
}

/** The thread with one message changed (reported). */
export function withMessageChanged(thread: ThreadPages, id: string, change: Partial<TMessage>): ThreadPages {
  return {
    ...thread,
    pages: thread.pages.map((page) => ({ ...page, data: page.data.map((m) => (m.id === id ? { ...m, ...change } : m)) })),
  };
}

/**
 * The thread with the other side's last read message moved to `messageId` (a live `read` event), never back: a read
 * of an older message shown here, arriving late, leaves the newer one.
 */
export function withOtherLastRead(thread: ThreadPages, messageId: string): ThreadPages {
  const current = thread.pages[0]?.other_last_read_id ?? null;
  if (current === messageId) return thread;
  const ids = threadMessages(thread).map((m) => m.id);
  const [from, to] = [ids.indexOf(current ?? ''), ids.indexOf(messageId)];
  if (from >= 0 && to >= 0 && to < from) return thread;
  return { ...thread, pages: thread.pages.map((page) => ({ ...page, other_last_read_id: messageId })) };
}

/** The user's own message to mark "Seen": the newest of theirs up to the other side's last read one; null if none. */
export function seenMessageId(messages: readonly TMessage[], side: 'brand' | 'creator', otherLastReadId: string | null): string | null {
  if (!otherLastReadId) return null;
  const read = messages.findIndex((m) => m.id === otherLastReadId);
  for (let i = read; i >= 0; i--) if (messages[i]?.sender === side) return messages[i]?.id ?? null;
  return null;
}
