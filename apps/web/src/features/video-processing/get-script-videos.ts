import type { TScriptVideo, TScriptVideosResponse } from '@amplio/shared/schemas/video-processing';
import { VIDEO_LOOKUP_MAX_IDS } from '@amplio/shared/schemas/video-processing';
import { api } from '../../lib/api-client';

/** GET /api/videos?script_ids=…: the processed form of these scripts' current videos (others' scripts are left out). */
export async function getScriptVideos(ids: string[]): Promise<TScriptVideo[]> {
  const body = await api.get<TScriptVideosResponse>('/api/videos', { query: { script_ids: ids.join(',') } });
  return Array.isArray(body?.data) ? body.data : [];
}

type Waiter = { resolve: (video: TScriptVideo | null) => void; reject: (err: unknown) => void };
let pending = new Map<string, Waiter[]>();
let scheduled = false;

/**
 * One script's video, asked for together with every other card's in the same tick: a page of cards makes one request,
 * so the posters and durations show at once.
 */
export function getScriptVideo(id: string): Promise<TScriptVideo | null> {
  return new Promise((resolve, reject) => {
    pending.set(id, [...(pending.get(id) ?? []), { resolve, reject }]);
    if (scheduled) return;
    scheduled = true;
    setTimeout(() => {
      const batch = pending;
      pending = new Map();
      scheduled = false;
      const ids = [...batch.keys()];
      for (let i = 0; i < ids.length; i += VIDEO_LOOKUP_MAX_IDS) {
        const chunk = ids.slice(i, i + VIDEO_LOOKUP_MAX_IDS);
        getScriptVideos(chunk).then(
          (videos) => {
            for (const key of chunk) for (const w of batch.get(key) ?? []) w.resolve(videos.find((v) => v.script_id === key) ?? null);
          },
          (err) => {
            for (const key of chunk) for (const w of batch.get(key) ?? []) w.reject(err);
          },
        );
      }
    }, 0);
  });
}
