import { useContext } from 'react';
import { type LiveStatus, LiveStatusContext } from './live-event-bus';

/** Whether live updates arrive: 'live', 'reconnecting' (dropped or quiet) or 'polling' (the stream cannot open). */
export function useLiveStatus(): LiveStatus {
  return useContext(LiveStatusContext);
}
