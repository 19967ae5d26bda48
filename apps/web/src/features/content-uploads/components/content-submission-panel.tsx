import type { TScript } from '@amplio/shared/schemas/scripts';
import { ExternalLink } from 'lucide-react';
import { VideoSummary } from '../../video-processing/components/video-summary';
import { PostLinkForm } from './post-link-form';
import { VideoUpload } from './video-upload';

/** Under the current script: the video upload, the post link, and the video already sent. */
export function ContentSubmissionPanel({ script }: { script: TScript }) {
  return (
    <section aria-label="Your content" className="flex flex-col gap-4 border-t border-border pt-4" data-testid="content-submission">
      <h3 className="text-base font-semibold text-ink">Your content</h3>
      {script.video_path ? (
        <p className="text-sm text-ink-muted">
          Video sent.{' '}
          <a
            href={script.video_path}
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-1 font-semibold text-brand hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
          >
            Watch your video <ExternalLink className="size-3.5" aria-hidden="true" />
          </a>
        </p>
      ) : null}
      {script.video_path ? <VideoSummary scriptId={script.id} videoPath={script.video_path} viewer="creator" /> : null}
      <VideoUpload script={script} />
      <PostLinkForm script={script} />
    </section>
  );
}
