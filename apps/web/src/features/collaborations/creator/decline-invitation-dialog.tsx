import { COLLABORATION_LIMITS } from '@amplio/shared/schemas/collaborations';
import type { TCollaboration } from '@amplio/shared/schemas/collaborations';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../../../components/ui/dialog';
import { Textarea } from '../../../components/ui/textarea';
import { notify } from '../../../components/ui/toaster';
import { isApiError } from '../../../lib/api-client';
import { useAnswerCollaboration } from '../api/collaborations';
import { answerErrorMessage } from './answer-error';

const MAX = COLLABORATION_LIMITS.reasonMax;

/**
 * Declines an invitation, with an optional reason the brand will read. `trigger` is the button that opens it: as the
 * dialog's trigger, it gets the focus back when the dialog closes (Escape, Cancel), so a keyboard user stays in place.
 */
export function DeclineInvitationDialog({
  invitation,
  open,
  onOpenChange,
  trigger,
}: {
  invitation: TCollaboration;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: ReactNode;
}) {
  const mutation = useAnswerCollaboration();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<{ field: boolean; message: string } | null>(null);
  const formId = useId();

  const close = (next: boolean) => {
    if (mutation.isPending) return;
    if (!next) {
      setReason('');
      setError(null);
    }
    onOpenChange(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const trimmed = reason.trim();
    mutation.mutate(
      { id: invitation.id, answer: 'declineInvitation', body: { reason: trimmed === '' ? null : trimmed } },
      {
        onSuccess: (response) => {
          notify.success(response.message);
          setReason('');
          setError(null);
          onOpenChange(false);
        },
        onError: (failure) => {
          const field = isApiError(failure) && failure.status === 422 && Boolean(failure.errors.reason?.length);
          setError({ field, message: answerErrorMessage(failure) });
        },
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent
        title="Decline this invitation?"
        description={`${invitation.brand_name ?? 'The brand'} will see that you said no to ${invitation.campaign_name}. Nothing is held.`}
        footer={
          <>
            <DialogClose asChild>
              <Button variant="secondary">Cancel</Button>
            </DialogClose>
            <Button type="submit" form={formId} variant="destructive" loading={mutation.isPending}>
              Decline invitation
            </Button>
          </>
        }
      >
        <form id={formId} onSubmit={submit} className="flex flex-col gap-4" noValidate>
          <Textarea
            label="Reason (optional)"
            value={reason}
            maxLength={MAX}
            onChange={(event) => setReason(event.target.value)}
            hint="Tell the brand why, if you like."
            counter
            error={error?.field ? error.message : undefined}
            rows={3}
          />
          {error && !error.field ? <Alert tone="danger">{error.message}</Alert> : null}
        </form>
      </DialogContent>
    </Dialog>
  );
}
