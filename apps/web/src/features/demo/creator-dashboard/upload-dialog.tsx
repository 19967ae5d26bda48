import { Upload } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { CONTENT_TYPES, type ContentItem, type ContentType, newUploadItem } from './demo-data';

/** The sample upload form: a new item goes to the top of the list as Processing; no file leaves the browser. */
export function UploadDialog({
  open,
  onOpenChange,
  onUpload,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
  onUpload: (item: ContentItem) => void;
}) {
  const [title, setTitle] = useState('');
  const [type, setType] = useState<ContentType>('Video');
  const [description, setDescription] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const fileId = useId();
  const reset = () => {
    setTitle('');
    setType('Video');
    setDescription('');
    setFile(null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onUpload(newUploadItem({ title, type }));
    reset();
    onOpenChange(false);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) reset();
        onOpenChange(next);
      }}
    >
      <DialogContent title="Upload content" description="Sample upload: nothing leaves your browser.">
        <form onSubmit={submit} className="flex flex-col gap-4">
          <Input label="Title" value={title} onChange={(e) => setTitle(e.target.value)} placeholder="Untitled Content" />
          <Select
            label="Content type"
            value={type}
            onChange={(e) => setType(e.target.value as ContentType)}
            options={CONTENT_TYPES.map((t) => ({ value: t, label: t }))}
          />
          <Textarea label="Description" value={description} onChange={(e) => setDescription(e.target.value)} rows={3} />
          <div className="flex flex-col gap-1.5">
            <label htmlFor={fileId} className="text-sm font-medium text-ink">
              File
            </label>
            <input
              id={fileId}
              type="file"
              accept="video/mp4,video/quicktime"
              aria-describedby={`${fileId}-hint`}
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
              className="text-sm text-ink file:mr-3 file:h-10 file:rounded-control file:border file:border-border file:bg-surface file:px-3 file:font-semibold file:text-ink hover:file:bg-surface-muted"
            />
            <p id={`${fileId}-hint`} className="text-sm text-ink-muted">
              {file ? `${file.name} selected. ` : ''}MP4, MOV up to 10GB
            </p>
          </div>
          <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" leadingIcon={<Upload className="size-4" strokeWidth={1.75} aria-hidden="true" />}>
              Upload
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
