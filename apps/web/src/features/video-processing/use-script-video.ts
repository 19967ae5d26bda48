import type { TScriptVideo } from '@amplio/shared/schemas/video-processing';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLiveEvent } from '../events/use-live-event';
import { getScriptVideo } from './get-script-videos';

export const scriptVideoKey = (scriptId: string, videoPath: string | null) => ['script-video', scriptId, videoPath] as const;

/** Read again this often while a video is processing, in case the live stream is not there to say it moved on. */
const PROCESSING_REFETCH_MS = 5_000;

/**
 * The processed form of a script's current video (`videoPath` keys it: a new upload is a new query). Progress comes
 * live through the event stream's `video` events; the rest (poster, duration, warnings) is read again when it settles.
 */
export function useScriptVideo(scriptId: string, videoPath: string | null) {
  const client = useQueryClient();
  const key = scriptVideoKey(scriptId, videoPath);
  const query = useQuery({
    queryKey: key,
    queryFn: () => getScriptVideo(scriptId),
    enabled: Boolean(videoPath),
    retry: false,
    refetchInterval: (q) => ((q.state.data as TScriptVideo | null | undefined)?.status === 'processing' ? PROCESSING_REFETCH_MS : false),
  });
  useLiveEvent('video', (event) => {
    if (event.script_id !== scriptId) return;
    if (event.status === 'processing') {
      client.setQueryData<TScriptVideo | null>(key, (old) => (old ? { ...old, status: 'processing', progress: event.progress } : old));
      return;
    }
    void client.invalidateQueries({ queryKey: ['script-video', scriptId] });
  });
  return query;
}
