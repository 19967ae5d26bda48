import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { LiveConnection, type LiveConnectionOptions } from './live-connection';
import { createLiveEventBus, LiveEventsContext, type LiveStatus, LiveStatusContext } from './live-event-bus';
import { LiveStatusIndicator } from './live-status-indicator';

/**
 * The query families the stream keeps fresh: invalidated every 15 s while the tab polls instead, and once after a
 * reconnect that could not replay what was missed. Features that follow live events keep their keys under these roots.
 */
export const LIVE_QUERY_ROOTS = ['conversations', 'notifications'] as const;

interface LiveEventsProviderProps {
  children: ReactNode;
  /** Tests hand in a fake EventSource. */
  open?: LiveConnectionOptions['open'];
}

/** Opens the signed-in user's event stream (GET /api/events) once for the tab and hands its events to useLiveEvent. */
export function LiveEventsProvider({ children, open }: LiveEventsProviderProps) {
  const queryClient = useQueryClient();
  const [bus] = useState(createLiveEventBus);
  const [status, setStatus] = useState<LiveStatus>('live');

  useEffect(() => {
    const connection = new LiveConnection({
      open,
      onEvent: bus.emit,
      onStatus: setStatus,
      onCatchUp: () => {
        for (const root of LIVE_QUERY_ROOTS) void queryClient.invalidateQueries({ queryKey: [root] });
      },
    });
    connection.start();
    return () => connection.stop();
  }, [bus, queryClient, open]);

  return (
    <LiveEventsContext value={bus}>
      <LiveStatusContext value={status}>
        {children}
        <LiveStatusIndicator status={status} />
      </LiveStatusContext>
    </LiveEventsContext>
  );
}
