import type { TMessage } from '@amplio/shared/schemas/conversations';
import { Fragment, type UIEvent, useLayoutEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { formatDay } from '../../../lib/format-date';
import type { Side } from '../conversation-side';
import { MessageBubble } from './message-bubble';
import { TimelineRow } from './timeline-row';

/** Closer than this to the top, older messages load; closer than this to the bottom, new ones keep the view at the bottom. */
const EDGE_PX = 120;

interface MessageListProps {
  messages: readonly TMessage[];
  side: Side;
  /** The user's own message the other side has read up to, marked Seen. */
  seenId?: string | null;
  otherName: string;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  onReport: (message: TMessage) => void;
}

const dayOf = (iso: string) => new Date(iso).toDateString();

/**
 * The messages, oldest at the top and newest at the bottom, in a scrolling region. It opens at the bottom; scrolling
 * near the top (or the button there) loads older messages without moving what is on screen; a new message keeps the
 * view at the bottom if it was there (always for the user's own), and the other side's are read out.
 */
export function MessageList({ messages, side, seenId = null, otherName, hasOlder, loadingOlder, onLoadOlder, onReport }: MessageListProps) {
  const scroller = useRef<HTMLElement>(null);
  const atBottom = useRef(true);
  const previous = useRef<{ first?: string; last?: string; height: number }>({ height: 0 });
  const [announcement, setAnnouncement] = useState('');
  const first = messages[0];
  const last = messages.at(-1);

  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const before = previous.current;
    if (before.first === undefined) {
      el.scrollTop = el.scrollHeight;
    } else if (first?.id !== before.first && last?.id === before.last) {
      // Older messages went in above: keep the same messages in view.
      el.scrollTop += el.scrollHeight - before.height;
    } else if (last && last.id !== before.last) {
      if (atBottom.current || last.sender === side) el.scrollTop = el.scrollHeight;
      if (last.sender !== side) setAnnouncement(last.sender === 'system' ? `Amplio: ${last.body}` : `New message from ${otherName}`);
    }
    previous.current = { first: first?.id, last: last?.id, height: el.scrollHeight };
  }, [first?.id, last, side, otherName]);

  const onScroll = (event: UIEvent<HTMLElement>) => {
    const el = event.currentTarget;
    atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < EDGE_PX;
    if (el.scrollTop < EDGE_PX && hasOlder && !loadingOlder) onLoadOlder();
  };

  return (
    <section
      ref={scroller}
      onScroll={onScroll}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1)
      tabIndex={0}
      aria-label={`Messages with ${otherName}`}
      // Relative, so the screen-reader-only texts inside (absolutely placed) scroll with it instead of lengthening the page.
      className="relative min-h-0 flex-1 overflow-y-auto px-3 py-4 [overflow-anchor:none] sm:px-5"
    >
      <div className="flex justify-center pb-3">
        {hasOlder ? (
          <Button variant="ghost" size="sm" loading={loadingOlder} loadingLabel="Loading older messages" onClick={onLoadOlder}>
            Show older messages
          </Button>
        ) : (
          <p className="text-xs text-ink-muted">The start of your conversation</p>
        )}
      </div>
      <ol className="flex flex-col gap-4">
        {messages.map((message, index) => {
          const newDay = index === 0 || dayOf(message.created_at) !== dayOf(messages[index - 1]?.created_at ?? '');
          return (
            <Fragment key={message.id}>
              {newDay ? (
                <li className="flex justify-center" aria-hidden="true">
                  <span className="text-xs font-semibold text-ink-muted">{formatDay(message.created_at)}</span>
                </li>
              ) : null}
              <li>
                {message.sender === 'system' ? (
                  <TimelineRow message={message} />
                ) : (
                  <MessageBubble message={message} side={side} otherName={otherName} seen={message.id === seenId} onReport={onReport} />
                )}
              </li>
            </Fragment>
          );
        })}
      </ol>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </section>
  );
}
