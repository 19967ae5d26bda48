import type { TMessageEvent, TNotificationEvent, TReadEvent, TStatusEvent } from '@amplio/shared/schemas/events';
import type { TVideoEvent } from '@amplio/shared/schemas/video-processing';
import { createContext } from 'react';

/** What each SSE `event:` type of GET /api/events carries (issue 24 §2). */
export interface LiveEventMap {
  message: TMessageEvent;
  read: TReadEvent;
  notification: TNotificationEvent;
  status: TStatusEvent;
  video: TVideoEvent;
}
export type LiveEventType = keyof LiveEventMap;
export type LiveEventHandler<T extends LiveEventType> = (data: LiveEventMap[T]) => void;

/** live: the stream is open and beating; reconnecting: it dropped or went quiet; polling: it cannot open, queries are re-read every 15 s. */
export type LiveStatus = 'live' | 'reconnecting' | 'polling';

export interface LiveEventBus {
  subscribe<T extends LiveEventType>(type: T, handler: LiveEventHandler<T>): () => void;
  emit<T extends LiveEventType>(type: T, data: LiveEventMap[T]): void;
}

export function createLiveEventBus(): LiveEventBus {
  const handlers = new Map<LiveEventType, Set<(data: never) => void>>();
  return {
    subscribe(type, handler) {
      const set = handlers.get(type) ?? new Set();
      handlers.set(type, set);
      set.add(handler);
      return () => set.delete(handler);
    },
    emit(type, data) {
      // A copy: a handler may unsubscribe (its component unmounts) while the event is being handed out.
      for (const handler of [...(handlers.get(type) ?? [])]) (handler as LiveEventHandler<typeof type>)(data);
    },
  };
}

/** The tab's event bus; null outside a LiveEventsProvider (signed-out pages, tests), where the hooks do nothing. */
export const LiveEventsContext = createContext<LiveEventBus | null>(null);

/** Apart from the bus, so a status change re-renders only what shows the status. */
export const LiveStatusContext = createContext<LiveStatus>('live');
