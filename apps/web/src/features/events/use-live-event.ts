import { useContext, useEffect, useRef } from 'react';
import { LiveEventsContext, type LiveEventHandler, type LiveEventType } from './live-event-bus';

export type { LiveEventHandler, LiveEventMap, LiveEventType, LiveStatus } from './live-event-bus';

/**
 * Calls `handler` with each `type` event of the signed-in user's stream (GET /api/events), parsed and checked against
 * its schema. The latest handler is always the one called, so it may close over state without re-subscribing. Does
 * nothing outside a LiveEventsProvider.
 */
export function useLiveEvent<T extends LiveEventType>(type: T, handler: LiveEventHandler<T>): void {
  const bus = useContext(LiveEventsContext);
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => bus?.subscribe(type, (data) => latest.current(data)), [bus, type]);
}
