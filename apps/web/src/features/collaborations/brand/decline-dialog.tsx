import { COLLABORATION_LIMITS } from '@amplio/shared/schemas/collaborations';
import { type FormEvent, useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog';
import { Textarea } from '../../../components/ui/textarea';

interface DeclineDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  creatorName: string;
  pending: boolean;
  /** The server's refusal of the last attempt, kept in view. */
  error: string | null;
  onDecline: (reason: string) => void;
}

/** Declines an application, with an optional reason the creator will read. */
export function DeclineDialog({ open, onOpenChange, creatorName, pending, error, onDecline }: DeclineDialogProps) {
  const formId = useId();
  const [reason, setReason] = useState('');
  const max = COLLABORATION_LIMITS.reasonMax;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!pending) onDecline(reason.trim());
  };
  return (
    <Dialog open={open} onOpenChange={(next) => (pending ? undefined : onOpenChange(next))}>
      <DialogContent
        title={`Decline ${creatorName}?`}
        description="They will see that you declined, and your reason if you give one."
        footer={
          <>
            <DialogClose asChild>
              <Button variant="secondary">Cancel</Button>
            </DialogClose>
            <Button type="submit" form={formId} variant="destructive" loading={pending} loadingLabel="Declining">
              Decline application
            </Button>
          </>
        }
      >
        <form id={formId} onSubmit={submit} className="flex flex-col gap-4">
          {error ? <Alert tone="danger">{error}</Alert> : null}
          <Textarea
            label="Reason (optional)"
            name="reason"
            value={reason}
            maxLength={max}
            counter
            onChange={(event) => setReason(event.target.value)}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
