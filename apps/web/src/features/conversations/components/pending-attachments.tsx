import { Paperclip, X } from 'lucide-react';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { formatBytes } from '../../../lib/format-bytes';

interface PendingAttachmentsProps {
  files: readonly File[];
  /** Each file's share sent (0..1) while the message is sending; null otherwise. */
  progress: readonly number[] | null;
  /** Takes the file off the message; while sending, it also stops the send. */
  onRemove: (index: number) => void;
}

/** The files chosen for the next message: name and size, how much of each has gone, and a way to take each one off. */
export function PendingAttachments({ files, progress, onRemove }: PendingAttachmentsProps) {
  if (files.length === 0) return null;
  return (
    <ul className="flex flex-col gap-2" aria-label="Files to send">
      {files.map((file, index) => (
        <li
          // biome-ignore lint/suspicious/noArrayIndexKey: the same file may be chosen twice; the position is its identity here
          key={`${index}-${file.name}`}
          className="flex flex-col gap-1.5 rounded-control border border-border bg-surface-muted px-3 py-2"
        >
          <div className="flex items-center gap-2">
            <Paperclip className="size-4 shrink-0 text-ink-muted" strokeWidth={1.75} aria-hidden="true" />
            <span className="min-w-0 flex-1 truncate text-sm font-medium text-ink">{file.name}</span>
            <span className="tabular shrink-0 text-sm text-ink-muted">{formatBytes(file.size)}</span>
            <button
              type="button"
              onClick={() => onRemove(index)}
              className="inline-flex size-8 shrink-0 items-center justify-center rounded-control text-ink-muted hover:bg-surface hover:text-ink"
              aria-label={progress ? `Cancel uploading ${file.name}` : `Remove ${file.name}`}
            >
              <X className="size-4" strokeWidth={1.75} aria-hidden="true" />
            </button>
          </div>
          {progress ? <ProgressBar value={progress[index] ?? 0} label={`Uploading ${file.name}`} /> : null}
        </li>
      ))}
    </ul>
  );
}
