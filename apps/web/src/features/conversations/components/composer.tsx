import { CONVERSATION_LIMITS, CONVERSATION_MESSAGES as M } from '@amplio/shared/schemas/conversations';
import { Paperclip, SendHorizontal } from 'lucide-react';
import { type ChangeEvent, type KeyboardEvent, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Textarea } from '../../../components/ui/textarea';
import { useUploadTracker } from '../../../components/use-upload-tracker';
import { perFileProgress } from '../../../lib/multipart-progress';
import { useTouchInput } from '../../../lib/use-touch-input';
import { useSendMessage } from '../api/send-message';
import { ATTACHMENT_ACCEPT, addAttachments } from '../attachment-rules';
import { sendErrorText } from '../send-error';
import { PendingAttachments } from './pending-attachments';

/**
 * Writing a message: up to 5,000 characters and up to five files, checked here as the server checks them. Files show
 * their own progress while sending and can each be taken off, which stops the send and leaves the rest to send again.
 * A refused message keeps what was written and says why underneath.
 *
 * With a keyboard, Enter sends and Shift+Enter starts a new line. On a touch screen (phones, tablets), Return starts a
 * new line as it does everywhere else there, and the Send button sends.
 */
export function Composer({ conversationId }: { conversationId: string }) {
  const ids = useId();
  const [body, setBody] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const send = useSendMessage();
  const upload = useUploadTracker();
  const fileInput = useRef<HTMLInputElement>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const touch = useTouchInput();
  const sending = send.isPending;
  const empty = body.trim() === '' && files.length === 0;

  async function submit() {
    if (empty || sending) return;
    setError(null);
    setNotice(null);
    const outcome = await upload.track((control) => send.mutateAsync({ conversationId, body: body.trim(), files, ...control }));
    if (outcome.status === 'done') {
      setBody('');
      setFiles([]);
      textarea.current?.focus();
    } else if (outcome.status === 'failed') {
      setError(sendErrorText(outcome.error));
    } else {
      setNotice((said) => said ?? 'Sending stopped. Nothing was sent.');
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (touch || event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  }

  function onChoose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = [...(event.target.files ?? [])];
    event.target.value = '';
    const result = addAttachments(files, chosen);
    setFiles(result.files);
    setError(result.error);
    setNotice(null);
  }

  function remove(index: number) {
    const file = files[index];
    if (sending) {
      upload.cancel();
      setNotice(`${file?.name ?? 'The file'} was taken off and nothing was sent. Send again when you are ready.`);
    }
    setFiles(files.filter((_, i) => i !== index));
    textarea.current?.focus();
  }

  const progress =
    sending && files.length > 0
      ? perFileProgress(
          files.map((f) => f.size),
          upload.progress,
        )
      : null;
  return (
    <form
      className="flex flex-col gap-2 border-t border-border bg-surface px-3 py-3 sm:px-5"
      aria-label="Write a message"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <PendingAttachments files={files} progress={progress} onRemove={remove} />
      <Textarea
        ref={textarea}
        label={<span className="sr-only">Message</span>}
        rows={2}
        value={body}
        maxLength={CONVERSATION_LIMITS.bodyMax}
        counter
        // The keys' hint only where Enter sends; on a phone's width the count keeps a line of its own.
        hint={touch ? undefined : <span className="max-sm:hidden">Enter sends, Shift+Enter starts a new line.</span>}
        enterKeyHint={touch ? 'enter' : 'send'}
        placeholder="Write a message"
        readOnly={sending}
        onChange={(event) => setBody(event.target.value)}
        onKeyDown={onKeyDown}
        fieldClassName="gap-1"
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <input
          ref={fileInput}
          id={`${ids}-files`}
          type="file"
          multiple
          accept={ATTACHMENT_ACCEPT}
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          onChange={onChoose}
        />
        <Button
          variant="ghost"
          size="sm"
          disabled={sending || files.length >= CONVERSATION_LIMITS.attachmentsMax}
          onClick={() => fileInput.current?.click()}
          aria-describedby={`${ids}-files-hint`}
          leadingIcon={<Paperclip className="size-4" strokeWidth={1.75} aria-hidden="true" />}
        >
          Attach files
        </Button>
        <span id={`${ids}-files-hint`} className="sr-only">
          Images, PDFs or videos, up to 25 MB each and {CONVERSATION_LIMITS.attachmentsMax} a message.
        </span>
        <Button
          type="submit"
          size="sm"
          disabled={empty || sending}
          loading={sending && files.length === 0}
          loadingLabel="Sending"
          aria-describedby={empty ? `${ids}-empty` : undefined}
          leadingIcon={<SendHorizontal className="size-4" strokeWidth={1.75} aria-hidden="true" />}
        >
          Send
        </Button>
        <span id={`${ids}-empty`} className="sr-only">
          {M.bodyRequired}
        </span>
      </div>
      {sending && files.length > 0 ? (
        <Button variant="ghost" size="sm" className="self-start" onClick={upload.cancel}>
          Cancel sending
        </Button>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
      <p role="status" className="text-sm text-ink-muted empty:hidden">
        {notice}
      </p>
    </form>
  );
}
