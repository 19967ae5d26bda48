import type { FormEvent, ReactNode, RefObject } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog';

export interface OpsDialogProps {
  /** What the dialog is about (a payout, a refund): shown first. */
  summary: ReactNode;
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

/** The frame every operator confirmation shares: the summary, what the dialog asks, its banner, Cancel and its actions. */
export function OpsDialog({
  summary,
  title,
  description,
  pending,
  error,
  onClose,
  actions,
  onSubmit,
  initialFocus,
  children,
}: OpsDialogProps) {
  const cancel = (
    <DialogClose asChild>
      <Button variant="secondary" disabled={pending}>
        Cancel
      </Button>
    </DialogClose>
  );
  const body = (
    <>
      {summary}
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
