import type { TUploadVideoResponse } from '@amplio/shared/schemas/content-uploads';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { UploadProgress } from '../../../lib/xhr-fetch';
import { scriptsKey } from '../../scripts/api/get-scripts';

export interface UploadVideoInput {
  scriptId: string;
  file: File;
  onUploadProgress: (progress: UploadProgress) => void;
  signal: AbortSignal;
}

/** A 100 MB video on a slow line takes minutes; the upload can be cancelled any time. */
const UPLOAD_TIMEOUT_MS = 30 * 60_000;

/** POST /api/creator/upload-video (multipart `script_id`, `status`, then `video`, so the server reads the id first). */
export function uploadVideo({ scriptId, file, onUploadProgress, signal }: UploadVideoInput): Promise<TUploadVideoResponse> {
  const body = new FormData();
  body.append('script_id', scriptId);
  body.append('status', 'In Review');
  body.append('video', file);
  return api.post<TUploadVideoResponse>('/api/creator/upload-video', body, { onUploadProgress, signal, timeoutMs: UPLOAD_TIMEOUT_MS });
}

export function useUploadVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadVideo,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scriptsKey }),
  });
}
