import { REVIEW_MESSAGES as M } from '@amplio/shared/schemas/review';
import { resolveVideoUrl } from '@amplio/shared/domain/video-path';
import { ExternalLink, RotateCw, VideoOff } from 'lucide-react';
import { type SyntheticEvent, useMemo, useState } from 'react';
import { cn } from '../lib/cn';
import { Button } from './ui/button';

/** The three sources the spec offers, the file's own type first (spec 3 §2.4). */
export function videoSourceTypes(mimeType: string | null | undefined): string[] {
  const types = ['video/mp4', 'video/webm', 'video/quicktime'];
  const own = mimeType?.trim().toLowerCase();
  if (!own?.startsWith('video/')) return types;
  return [own, ...types.filter((type) => type !== own)];
}

/** Spec 3 §8: the cause of a failed load, from the MediaError code (1 aborted, 2 network, 3 decode, 4 unsupported). */
export function videoErrorCause(code: number | null | undefined): string {
  switch (code) {
    case 1:
      return M.videoCancelled;
    case 2:
      return M.videoNetwork;
    case 3:
      return M.videoDecode;
    case 4:
      return M.videoUnsupported;
    default:
      return M.videoDefault;
  }
}

interface VideoPlayerProps {
  path: string;
  mimeType: string | null;
  /** What the video is, for its accessible name, e.g. "Trail Flask video by Asha". */
  label: string;
  /** The player's frame in place of the default 16:9 one (at most 420 px tall), e.g. a taller frame for portrait clips. */
  className?: string;
  /** The frame shown before it plays (a processed video's poster, decision 050). */
  poster?: string | null;
}

/** A creator's video through the authorised Range route (files route); a failed load says why and offers a new tab. */
export function VideoPlayer({ path, mimeType, label, className, poster }: VideoPlayerProps) {
  const [attempt, setAttempt] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  // The timestamp is fixed per attempt, so re-rendering the card never reloads the video.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt asks for a fresh address
  const src = useMemo(() => resolveVideoUrl(path, { origin: window.location.origin, now: Date.now() }), [path, attempt]);
  const types = videoSourceTypes(mimeType);

  // A <source> that fails fires its own error (the last one means none could be used); a failure while playing fires
  // on the <video> with its MediaError.
  const onError = (event: SyntheticEvent<HTMLVideoElement | HTMLSourceElement>) => {
    const target = event.currentTarget;
    const video = target instanceof HTMLVideoElement ? target : target.closest('video');
    setFailure(videoErrorCause(video?.error?.code));
  };

  if (!src) return null;
  if (failure) {
    return (
      <div role="alert" className="flex flex-col gap-2 rounded-control border border-danger/25 bg-danger-soft px-4 py-3 text-sm">
        <p className="flex items-center gap-2 font-semibold text-ink">
          <VideoOff className="size-5 shrink-0 text-danger" strokeWidth={1.75} aria-hidden="true" />
          {M.videoLoadFailed}
        </p>
        <p className="text-ink-muted">{failure}</p>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <a
            href={src}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1.5 rounded-sm font-semibold text-brand underline underline-offset-2 hover:text-brand-hover"
          >
            Open the video in a new tab
            <ExternalLink className="size-4" strokeWidth={1.75} aria-hidden="true" />
          </a>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              setFailure(null);
              setAttempt((n) => n + 1);
            }}
            leadingIcon={<RotateCw className="size-4" strokeWidth={1.75} aria-hidden="true" />}
          >
            Try again
          </Button>
        </div>
      </div>
    );
  }
  return (
    // biome-ignore lint/a11y/useMediaCaption: creators' submissions come without captions
    <video
      key={src}
      controls
      preload="metadata"
      playsInline
      aria-label={label}
      poster={poster ?? undefined}
      onError={onError}
      className={cn('w-full rounded-control bg-ink object-contain', className ?? 'aspect-video max-h-[420px]')}
    >
      {types.map((type, index) => (
        <source key={type} src={src} type={type} onError={index === types.length - 1 ? onError : undefined} />
      ))}
      <a href={src} target="_blank" rel="noopener noreferrer">
        Open the video in a new tab
      </a>
    </video>
  );
}
