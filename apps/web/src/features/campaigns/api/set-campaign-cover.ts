import type { TSaveCampaignResponse } from '@amplio/shared/schemas/campaigns';
import { api } from '../../../lib/api-client';
import type { UploadProgress } from '../../../lib/xhr-fetch';

/** POST /api/brands/campaigns/{id}/cover (multipart `cover`) or, with no file, DELETE it. */
export function setCampaignCover(input: {
  id: string;
  file: File | null;
  onUploadProgress?: (progress: UploadProgress) => void;
}): Promise<TSaveCampaignResponse> {
  const path = `/api/brands/campaigns/${encodeURIComponent(input.id)}/cover`;
  if (!input.file) return api.delete<TSaveCampaignResponse>(path);
  const body = new FormData();
  body.append('cover', input.file);
  return api.post<TSaveCampaignResponse>(path, body, { onUploadProgress: input.onUploadProgress, timeoutMs: 120_000 });
}
