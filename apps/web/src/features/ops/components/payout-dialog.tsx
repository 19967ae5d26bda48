import type { TOpsPayout } from '@amplio/shared/schemas/ops';
import type { FormEvent, ReactNode, RefObject } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog';
import { PayoutSummary } from './payout-summary';

interface PayoutDialogProps {
  payout: TOpsPayout;
  title: string;
  description: string;
  /** While the action is on its way the dialog stays open and Cancel waits. */
  pending: boolean;
  /** A refusal the operator can try again after, shown above the buttons. */
  error: string | null;
  onClose: () => void;
  /** The buttons after Cancel. */
  actions: ReactNode;
  /** Makes the dialog a form (its fields are the children) that this submits, with the buttons inside it. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => unknown;
  initialFocus?: RefObject<HTMLElement | null>;
  children?: ReactNode;
}

/** The frame every payout dialog shares: the payout's summary, what the dialog asks, its banner, Cancel and its actions. */
export function PayoutDialog({
  payout,
  title,
  description,
  pending,
  error,
  onClose,
  actions,
  onSubmit,
  initialFocus,
  children,
}: PayoutDialogProps) {
  const cancel = (
    <DialogClose asChild>
      <Button variant="secondary" disabled={pending}>
        Cancel
      </Button>
    </DialogClose>
  );
  const body = (
    <>
      <PayoutSummary payout={payout} />
      {children}
      {error ? <Alert tone="danger" title={error} /> : null}
    </>
  );
  return (
    <Dialog open onOpenChange={(open) => (!open && !pending ? onClose() : undefined)}>
      {onSubmit ? (
        <DialogContent title={title} description={description} initialFocus={initialFocus}>
          <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
            {body}
            <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              {cancel}
              {actions}
            </div>
          </form>
        </DialogContent>
      ) : (
        <DialogContent
          title={title}
          description={description}
          initialFocus={initialFocus}
          footer={
            <>
              {cancel}
              {actions}
            </>
          }
        >
          <div className="flex flex-col gap-4">{body}</div>
        </DialogContent>
      )}
    </Dialog>
  );
}
