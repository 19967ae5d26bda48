import type { CampaignPlatform } from '@amplio/shared/constants/campaigns';
import { checkPostLink, CONTENT_UPLOAD_MESSAGES as M, postLinkDecision, uploadDecision } from '@amplio/shared/domain/script-upload-rules';
import { type TSubmitPostLinkResponse, type TUploadVideoResponse, ZSubmitPostLinkRequest } from '@amplio/shared/schemas/content-uploads';
import { SCRIPT_CLOSED_MESSAGES } from '@amplio/shared/schemas/review';
import { SCRIPT_MESSAGES } from '@amplio/shared/schemas/scripts';
import type { Db, DbOrTx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError, fieldError } from '../../lib/errors';
import { fileUrl } from '../../lib/uploads/file-url';
import type { MultipartForm } from '../../lib/uploads/multipart-form';
import { parseOrThrow } from '../../lib/validation';
import { type AuditActor, recordAudit } from '../audit/audit-log';
import type { FileReadPolicy } from '../files/files.service';
import { scriptView } from '../scripts/scripts.service';
import { isVideoOfBrandScript, lockCreatorScript, type ScriptForSubmission } from './content-uploads.repository';
import { updateScript } from './content-uploads.repository';
import { isUuid } from '@amplio/shared/domain/uuid';

const notFound = () => new AppError({ code: 'not_found', status: 404, message: SCRIPT_MESSAGES.notFound });
const refused = (code: string, message: string) => new AppError({ code, status: 409, message });

/** The one text value of a multipart field; a repeated field counts as missing. */
const single = (value: string | string[] | undefined) => (typeof value === 'string' ? value.trim() : '');

/**
 * The review's hook, inside the submission's transaction: queues the auto-approval job and answers when it is due
 * (stored as auto_approve_at). Without it (a test building the service alone) nothing is decided automatically.
 */
export type ScheduleAutoDecision = (input: { tx: DbOrTx; scriptId: string; submittedAt: Date; stage: 'video' | 'post' }) => Promise<Date>;

/** Video processing's hook, inside the upload's transaction: records the video and queues its processing (decision 050). */
export type AfterVideoUpload = (input: { tx: DbOrTx; scriptId: string; fileId: string; at: Date }) => Promise<void>;

export function createContentUploadsService(deps: {
  db: Db;
  clock: Clock;
  scheduleAutoDecision?: ScheduleAutoDecision;
  afterVideoUpload?: AfterVideoUpload;
}) {
  const { db, clock } = deps;
  const scheduleAutoDecision = async (input: Parameters<ScheduleAutoDecision>[0]) =>
    deps.scheduleAutoDecision ? deps.scheduleAutoDecision(input) : null;

  async function lockOwnScript(tx: DbOrTx, input: { id: string; userId: string }): Promise<ScriptForSubmission> {
    const script = isUuid(input.id) ? await lockCreatorScript(tx, { id: input.id, creatorId: input.userId }) : undefined;
    if (!script) throw notFound();
    return script;
  }

  function refuseUnlessOpen(script: ScriptForSubmission) {
    // A closed script (abandoned, or its campaign ended) takes nothing more, whatever its status allows.
    if (script.closedReason) throw refused('script_closed', SCRIPT_CLOSED_MESSAGES[script.closedReason]);
    const decision = uploadDecision({
      status: script.status,
      rejection_count: script.rejectionCount,
      script_approval_required: script.scriptApprovalRequired,
      video_path: script.videoPath,
    });
    if (!decision.allowed)
      throw refused(decision.reason === 'max_attempts' ? 'upload_attempts_exhausted' : 'upload_closed', decision.message);
    return decision;
  }

  return {
    /**
     * Before the video's bytes flow, when `script_id` came first (the page sends it first): refuses an upload the
     * rules close, so the creator does not send 100 MB for a 409. uploadVideo checks again under the row lock.
     */
    async precheckUpload(input: { userId: string; fields: Record<string, string | string[]> }): Promise<void> {
      const scriptId = single(input.fields.script_id);
      if (scriptId) refuseUnlessOpen(await lockOwnScript(db, { id: scriptId, userId: input.userId }));
    },

    /**
     * POST /api/creator/upload-video, after the form has streamed the video into storage. One transaction locks the
     * script, applies spec 3 §4's rules and sets In Review; any refusal removes the stored video again.
     */
    async uploadVideo(input: { userId: string; form: MultipartForm; actor: AuditActor }): Promise<TUploadVideoResponse> {
      const { form, userId } = input;
      try {
        const video = form.files.video;
        if (!video) throw fieldError('video', M.videoRequired);
        const scriptId = single(form.fields.script_id);
        if (!scriptId) throw fieldError('script_id', M.scriptRequired);
        const now = clock.now();
        const filePath = fileUrl(video.id)!;
        const row = await db.transaction(async (tx) => {
          const script = await lockOwnScript(tx, { id: scriptId, userId });
          const decision = refuseUnlessOpen(script);
          const autoApproveAt = await scheduleAutoDecision({ tx, scriptId: script.id, submittedAt: now, stage: 'video' });
          const updated = await updateScript(tx, script.id, {
            status: 'In Review',
            videoPath: filePath,
            videoMimeType: video.mimeType,
            submittedAt: now,
            videoSubmittedAt: now,
            autoApproveAt,
            // The creator answered: a deadline after the campaign's end (if any) no longer applies.
            creatorDueAt: null,
            updatedAt: now,
          });
          await deps.afterVideoUpload?.({ tx, scriptId: script.id, fileId: video.id, at: now });
          await recordAudit({
            tx,
            actor: input.actor,
            at: now,
            action: 'script.video_uploaded',
            entityType: 'script',
            entityId: script.id,
            data: {
              fileId: video.id,
              sizeBytes: video.sizeBytes,
              mimeType: video.mimeType,
              attempt: decision.attempt,
              previous: script.videoPath,
            },
          });
          return { ...script, ...updated };
        });
        return {
          success: true,
          message: M.uploaded,
          file_path: filePath,
          upload: { rejection_count: row.rejectionCount },
          data: scriptView(row),
        };
      } catch (err) {
        await form.discard();
        throw err;
      }
    },

    /** POST /api/creator/submit-post-link: an https link on one of the campaign's platforms, when Approved or Post Rejected. */
    async submitPostLink(input: { userId: string; body: unknown; actor: AuditActor }): Promise<TSubmitPostLinkResponse> {
      const body = parseOrThrow(ZSubmitPostLinkRequest, input.body);
      const now = clock.now();
      const row = await db.transaction(async (tx) => {
        const script = await lockOwnScript(tx, { id: body.script_id, userId: input.userId });
        if (script.closedReason) throw refused('script_closed', SCRIPT_CLOSED_MESSAGES[script.closedReason]);
        const decision = postLinkDecision({ status: script.status, rejection_count: script.rejectionCount });
        if (!decision.allowed)
          throw refused('post_link_closed', script.status === 'In Review' && script.postLink ? M.postLinkInReview : decision.message);
        const link = checkPostLink(body.post_link, script.platforms as CampaignPlatform[]);
        if (!link.ok) throw fieldError('post_link', link.message);
        const autoApproveAt = await scheduleAutoDecision({ tx, scriptId: script.id, submittedAt: now, stage: 'post' });
        const updated = await updateScript(tx, script.id, {
          status: 'In Review',
          postLink: link.url,
          submittedAt: now,
          postSubmittedAt: now,
          autoApproveAt,
          creatorDueAt: null,
          updatedAt: now,
        });
        await recordAudit({
          tx,
          actor: input.actor,
          at: now,
          action: 'script.post_link_submitted',
          entityType: 'script',
          entityId: script.id,
          data: { platform: link.platform, resubmitted: script.status === 'Post Rejected' },
        });
        return { ...script, ...updated };
      });
      return { success: true, message: M.postLinkSubmitted, data: scriptView(row) };
    },

    /** The files route's rule: a brand reads the current video of a script for one of its campaigns. */
    videoReadPolicy: (async ({ file, viewer }) =>
      viewer.user?.userType === 'brand' &&
      file.purpose === 'campaign_video' &&
      file.ownerUserId !== null &&
      (await isVideoOfBrandScript(db, {
        videoPath: fileUrl(file.id)!,
        creatorId: file.ownerUserId,
        brandUserId: viewer.user.id,
      }))) as FileReadPolicy,
  };
}

export type ContentUploadsService = ReturnType<typeof createContentUploadsService>;
