import type { TAttachment } from '@amplio/shared/schemas/conversations';
import { FileText } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { formatBytes } from '../../../lib/format-bytes';

const isImage = (a: TAttachment) => a.mime_type.startsWith('image/');
const isVideo = (a: TAttachment) => a.mime_type.startsWith('video/');

/** A file as a chip: its name and size, opening it in a new tab. */
export function FileChip({ attachment }: { attachment: TAttachment }) {
  return (
    <a
      href={attachment.url}
      target="_blank"
      rel="noopener"
      className="inline-flex max-w-full items-center gap-2 rounded-control border border-border bg-surface px-3 py-2 text-sm hover:border-brand/40 hover:bg-brand-soft/50"
    >
      <FileText className="size-5 shrink-0 text-brand" strokeWidth={1.75} aria-hidden="true" />
      <span className="min-w-0 truncate font-medium text-ink">{attachment.name}</span>
      <span className="tabular shrink-0 text-ink-muted">{formatBytes(attachment.size)}</span>
    </a>
  );
}

/**
 * A message's files: images as thumbnails that open full size, videos as players, anything else (PDFs) as file chips.
 * Boxes have fixed sizes, so a thread does not jump while they load.
 */
export function MessageAttachments({ attachments, alignEnd }: { attachments: readonly TAttachment[]; alignEnd: boolean }) {
  if (attachments.length === 0) return null;
  const images = attachments.filter(isImage);
  const videos = attachments.filter(isVideo);
  const files = attachments.filter((a) => !isImage(a) && !isVideo(a));
  return (
    <div className={cn('flex max-w-full flex-col gap-2', alignEnd ? 'items-end' : 'items-start')}>
      {images.length > 0 ? (
        <ul className={cn('flex flex-wrap gap-2', alignEnd && 'justify-end')} aria-label="Images">
          {images.map((image) => (
            <li key={image.id}>
              <a
                href={image.url}
                target="_blank"
                rel="noopener"
                className="block overflow-hidden rounded-control border border-border"
                title={`${image.name} (${formatBytes(image.size)})`}
              >
                <img src={image.url} alt={`${image.name}, open full size`} loading="lazy" className="size-32 object-cover sm:size-40" />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {videos.map((video) => (
        <figure key={video.id} className="flex w-72 max-w-full flex-col gap-1">
          {/* biome-ignore lint/a11y/useMediaCaption: creators' and brands' own clips come without caption files */}
          <video src={video.url} controls preload="metadata" className="aspect-video w-full rounded-control bg-ink" />
          <figcaption className="flex gap-2 text-xs text-ink-muted">
            <span className="min-w-0 truncate">{video.name}</span>
            <span className="tabular shrink-0">{formatBytes(video.size)}</span>
          </figcaption>
        </figure>
      ))}
      {files.map((file) => (
        <FileChip key={file.id} attachment={file} />
      ))}
    </div>
  );
}
