import { CONVERSATION_LIMITS, CONVERSATION_MESSAGES as M, type TMessage } from '@amplio/shared/schemas/conversations';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog';
import { Textarea } from '../../../components/ui/textarea';
import { notify } from '../../../components/ui/toaster';
import { isApiError } from '../../../lib/api-client';
import { useReportMessage } from '../api/report-message';

interface ReportMessageDialogProps {
  conversationId: string;
  /** The message being reported; null while the dialog is closed. */
  message: TMessage | null;
  onClose: () => void;
}

/** Asks why a message from the other side is wrong, and hands it to an Amplio operator. */
export function ReportMessageDialog({ conversationId, message, onClose }: ReportMessageDialogProps) {
  const formId = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const report = useReportMessage();

  const close = () => {
    setReason('');
    setError(null);
    onClose();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (report.isPending || !message) return;
    if (!reason.trim()) {
      setError(M.reasonRequired);
      return;
    }
    report.mutate(
      { conversationId, messageId: message.id, reason: reason.trim() },
      {
        onSuccess: (answer) => {
          notify.success(answer.message);
          close();
        },
        onError: (failure) =>
          setError(isApiError(failure) ? (failure.errors.reason?.[0] ?? failure.message) : 'The report was not sent. Try again.'),
      },
    );
  };

  return (
    <Dialog open={message !== null} onOpenChange={(open) => (open || report.isPending ? undefined : close())}>
      <DialogContent
        title="Report this message"
        description="Say what is wrong. An Amplio operator will read this conversation and decide what to do."
        footer={
          <>
            <DialogClose asChild>
              <Button variant="secondary">Cancel</Button>
            </DialogClose>
            <Button type="submit" form={formId} variant="destructive" loading={report.isPending} loadingLabel="Reporting">
              Report message
            </Button>
          </>
        }
      >
        <form id={formId} onSubmit={submit} className="flex flex-col gap-4" noValidate>
          {message?.body.trim() ? (
            <blockquote className="line-clamp-4 rounded-control border-l-4 border-border bg-surface-muted px-3 py-2 text-sm whitespace-pre-wrap text-ink-muted">
              {message.body}
            </blockquote>
          ) : null}
          <Textarea
            label="What is wrong with it?"
            required
            name="reason"
            value={reason}
            maxLength={CONVERSATION_LIMITS.reasonMax}
            counter
            error={error}
            onChange={(event) => setReason(event.target.value)}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
