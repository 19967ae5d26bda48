import { formatVideoDuration, type TScriptVideo, VIDEO_PROCESSING_MESSAGES as M } from '@amplio/shared/schemas/video-processing';
import { CircleAlert, Download, Film, LoaderCircle, TriangleAlert } from 'lucide-react';
import { VideoPlayer } from '../../../components/video-player';
import { useScriptVideo } from '../use-script-video';

export type VideoViewer = 'brand' | 'creator';

/** The files route on this origin (paths are /api/files/{id}). */
const src = (path: string) => path;

/**
 * What a card shows of a submitted video at once (issue 28 §2): the poster with its duration, or "Processing…" with
 * its progress, or why it could not be processed; the brief's warnings to both sides; the original's download to the brand.
 */
export function VideoSummaryView({ video, viewer }: { video: TScriptVideo; viewer: VideoViewer }) {
  const duration = video.duration_seconds !== null ? formatVideoDuration(video.duration_seconds) : null;
  return (
    <div className="flex flex-col gap-2" data-testid="video-summary">
      <div className="flex items-start gap-3">
        <div className="relative aspect-video w-32 shrink-0 overflow-hidden rounded-control bg-ink sm:w-40">
          {video.poster_url ? (
            <img src={src(video.poster_url)} alt="Video poster" className="size-full object-contain" loading="lazy" />
          ) : (
            <div className="flex size-full items-center justify-center text-white/70">
              {video.status === 'processing' ? (
                <LoaderCircle className="size-6 animate-spin motion-reduce:animate-none" aria-hidden="true" />
              ) : (
                <Film className="size-6" aria-hidden="true" />
              )}
            </div>
          )}
          {duration ? (
            <span className="absolute right-1 bottom-1 rounded bg-ink/80 px-1.5 py-0.5 text-xs font-semibold text-white tabular-nums">
              <span className="sr-only">Duration </span>
              {duration}
            </span>
          ) : null}
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-1.5 text-sm">
          {video.status === 'processing' ? (
            <>
              <p className="font-semibold text-ink" role="status">
                {M.processing} <span className="tabular-nums text-ink-muted">{video.progress}%</span>
              </p>
              <div
                role="progressbar"
                aria-label="Video processing"
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={video.progress}
                className="h-1.5 w-full overflow-hidden rounded-full bg-surface-muted"
              >
                <div className="h-full rounded-full bg-brand transition-[width]" style={{ width: `${video.progress}%` }} />
              </div>
              <p className="text-ink-muted">{M.processingHint}</p>
            </>
          ) : null}
          {video.status === 'ready' && duration ? (
            <p className="text-ink-muted">
              <span className="font-semibold text-ink">{duration}</span>
              {video.width && video.height ? ` · ${video.width}×${video.height}` : ''}
            </p>
          ) : null}
          {video.status === 'failed' ? (
            <p role="alert" className="flex items-start gap-1.5 text-ink">
              <CircleAlert className="mt-0.5 size-4 shrink-0 text-danger" aria-hidden="true" />
              {viewer === 'creator' ? (video.failure ?? M.failed) : M.failedBrand}
            </p>
          ) : null}
          {video.status === 'unprocessed' && viewer === 'creator' ? <p className="text-ink-muted">{M.unprocessed}</p> : null}
          {viewer === 'brand' ? (
            <a
              href={src(video.original_url)}
              download
              className="inline-flex w-fit items-center gap-1.5 rounded-sm font-semibold text-brand underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
            >
              <Download className="size-4" aria-hidden="true" />
              {M.downloadOriginal}
            </a>
          ) : null}
        </div>
      </div>
      {video.warnings.length > 0 ? (
        <ul
          className="flex flex-col gap-1 rounded-control border border-warning/30 bg-warning-soft px-3 py-2 text-sm text-ink"
          aria-label="Brief warnings"
        >
          {video.warnings.map((w) => (
            <li key={w.code} className="flex items-start gap-1.5">
              <TriangleAlert className="mt-0.5 size-4 shrink-0 text-warning-strong" aria-hidden="true" />
              {w.message}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** The summary of a script's current video, read through useScriptVideo; nothing before it answers or without a video. */
export function VideoSummary({ scriptId, videoPath, viewer }: { scriptId: string; videoPath: string | null; viewer: VideoViewer }) {
  const { data } = useScriptVideo(scriptId, videoPath);
  if (!data) return null;
  return <VideoSummaryView video={data} viewer={viewer} />;
}

/**
 * The player of a script's current video: the processed rendition (H.264/AAC MP4, plays everywhere) with its poster once
 * ready; until then, or if processing failed, the original as sent.
 */
export function ScriptVideoPlayer(props: { scriptId: string; path: string; mimeType: string | null; label: string }) {
  const { data } = useScriptVideo(props.scriptId, props.path);
  const ready = data?.status === 'ready' && data.rendition_url;
  return (
    <VideoPlayer
      path={ready ? data.rendition_url! : props.path}
      mimeType={ready ? 'video/mp4' : props.mimeType}
      poster={data?.poster_url}
      label={props.label}
      className={data?.height && data.width && data.height > data.width ? 'aspect-[9/16] max-h-[420px] mx-auto w-auto' : undefined}
    />
  );
}
