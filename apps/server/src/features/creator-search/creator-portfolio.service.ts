import {
  isPortfolioUsageRights,
  PORTFOLIO_MESSAGES as M,
  type TCreatorPortfolioResponse,
  type TPortfolioVideo,
  ZUpdatePortfolioRequest,
} from '@amplio/shared/schemas/creator-portfolio';
import { CREATOR_PROFILE_MESSAGES, type TCreatorProfileForBrand } from '@amplio/shared/schemas/creator-search';
import type { Db } from '../../db/client';
import { AppError, ValidationAppError } from '../../lib/errors';
import { fileUrl } from '../../lib/uploads/file-url';
import { parseOrThrow } from '../../lib/validation';
import type { FileReadPolicy } from '../files/files.service';
import { type CompletedVideoRow, createCreatorPortfolioRepository, type PortfolioRowInput } from './creator-portfolio.repository';

type PortfolioItem = TCreatorProfileForBrand['portfolio'][number];
type Editor = TCreatorPortfolioResponse['data'];

const profileMissing = () => new AppError({ code: 'profile_not_found', status: 404, message: CREATOR_PROFILE_MESSAGES.ownProfileMissing });

/** A video's name on the page: the script's own title, else its campaign's product. */
const videoTitle = (row: { scriptTitle: string | null; campaignName: string | null }) =>
  row.scriptTitle?.trim() || row.campaignName || 'Amplio video';

function videoView(row: CompletedVideoRow): TPortfolioVideo {
  const canShow = isPortfolioUsageRights(row.usageRights);
  return {
    script_id: row.scriptId,
    title: videoTitle(row),
    campaign_name: row.campaignName ?? '',
    brand_name: row.brandName,
    completed_at: row.completedAt?.toISOString() ?? null,
    video_url: row.videoPath,
    video_mime_type: row.videoMimeType,
    // Amplio makes no posters yet: the player shows the video's first frame.
    poster_url: null,
    can_show: canShow,
    reason: canShow ? null : M.videoRightsForbid,
  };
}

/** Why the creator may not pick the script (null when they may); `script` is undefined when it is not theirs. */
function pickProblem(script: { status: string; videoPath: string | null; usageRights: string | null } | undefined): string | null {
  if (!script) return M.videoNotYours;
  if (script.status !== 'Completed' || !script.videoPath) return M.videoNotCompleted;
  if (!isPortfolioUsageRights(script.usageRights)) return M.videoRightsForbid;
  return null;
}

/** The creator's portfolio (issue 23 §2): the editor on their brand-view settings, and the part of their page brands see. */
export function createCreatorPortfolioService(deps: { db: Db }) {
  const repo = createCreatorPortfolioRepository(deps.db);

  /** The picks that still qualify, in order, and every completed video with whether it may be shown. */
  async function editorOf(input: { userId: string }): Promise<Editor> {
    const [hasProfile, picks, completed] = await Promise.all([
      repo.hasProfile(input.userId),
      repo.picks(input.userId),
      repo.completedVideos(input.userId),
    ]);
    if (!hasProfile) throw profileMissing();
    const videos = completed.map(videoView);
    const showable = new Set(videos.filter((video) => video.can_show).map((video) => video.script_id));
    const items = picks.flatMap((pick): Editor['items'] => {
      if (pick.scriptId) return showable.has(pick.scriptId) ? [{ kind: 'video', script_id: pick.scriptId }] : [];
      return pick.url && pick.title ? [{ kind: 'link', title: pick.title, url: pick.url }] : [];
    });
    return { items, videos };
  }

  return {
    editorOf,

    async save(input: { userId: string; body: unknown; now: Date }): Promise<Editor> {
      const body = parseOrThrow(ZUpdatePortfolioRequest, input.body, { nested: true });
      const ids = body.items.flatMap((item) => (item.kind === 'video' ? [item.script_id] : []));
      const saved = await deps.db.transaction(async (tx) => {
        const txRepo = createCreatorPortfolioRepository(tx);
        const scripts = new Map((await txRepo.ownScripts({ creatorId: input.userId, ids })).map((row) => [row.id, row]));
        const errors: Record<string, string[]> = {};
        body.items.forEach((item, index) => {
          const problem = item.kind === 'video' ? pickProblem(scripts.get(item.script_id)) : null;
          if (problem) errors[`items.${index}.script_id`] = [problem];
        });
        if (Object.keys(errors).length > 0) throw new ValidationAppError(errors);
        const rows = body.items.map(
          (item): PortfolioRowInput => (item.kind === 'video' ? { scriptId: item.script_id } : { title: item.title, url: item.url }),
        );
        return txRepo.replace({ creatorId: input.userId, items: rows, now: input.now });
      });
      if (!saved) throw profileMissing();
      return editorOf(input);
    },

    /** The creator's portfolio as brands see it: links, and the picked videos that still qualify, in the creator's order. */
    async portfolioOf(creatorId: string): Promise<PortfolioItem[]> {
      const rows = await repo.shown(creatorId);
      return rows.map((row) =>
        row.scriptId
          ? {
              id: row.id,
              title: videoTitle(row),
              poster_url: null,
              video_url: row.videoPath,
              url: null,
              campaign_name: row.campaignName,
            }
          : { id: row.id, title: row.title ?? '', poster_url: null, video_url: null, url: row.url, campaign_name: null },
      );
    },

    /** The files route's rule: a brand reads a video a creator open to brands shows in their portfolio. */
    videoReadPolicy: (async ({ file, viewer }) =>
      viewer.user?.userType === 'brand' &&
      file.purpose === 'campaign_video' &&
      file.ownerUserId !== null &&
      (await repo.isShownVideo({ creatorId: file.ownerUserId, videoPath: fileUrl(file.id)! }))) as FileReadPolicy,
  };
}

export type CreatorPortfolioService = ReturnType<typeof createCreatorPortfolioService>;
