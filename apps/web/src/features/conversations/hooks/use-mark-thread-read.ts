import type { TMessage } from '@amplio/shared/schemas/conversations';
import { useEffect, useRef } from 'react';
import { usePageVisible } from '../../../lib/use-page-visible';
import { useMarkRead } from '../api/mark-read';
import type { Side } from '../conversation-side';

/**
 * While the thread is on screen and the tab in front, marks it read up to the newest message shown: once on opening
 * if anything is unread, then whenever a newer message from the other side (or Amplio) arrives.
 */
export function useMarkThreadRead({
  conversationId,
  newest,
  unread,
  side,
}: {
  conversationId: string;
  newest: TMessage | undefined;
  unread: number;
  side: Side;
}): void {
  const { mutate } = useMarkRead();
  const visible = usePageVisible();
  const seen = useRef<string | null>(null);

  useEffect(() => {
    if (!newest || !visible || seen.current === newest.id) return;
    const first = seen.current === null;
    seen.current = newest.id;
    if (first ? unread > 0 : newest.sender !== side) mutate({ conversationId, messageId: newest.id });
  }, [conversationId, newest, unread, side, visible, mutate]);
}
