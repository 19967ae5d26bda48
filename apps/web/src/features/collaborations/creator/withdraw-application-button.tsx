import type { TCollaboration } from '@amplio/shared/schemas/collaborations';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { notify } from '../../../components/ui/toaster';
import { useAnswerCollaboration } from '../api/collaborations';
import { answerErrorMessage } from './answer-error';

/** Withdraws a pending application after asking; a refusal (already answered, say) stays in the dialog. */
export function WithdrawApplicationButton({ application, describedBy }: { application: TCollaboration; describedBy: string }) {
  const mutation = useAnswerCollaboration();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const withdraw = () => {
    if (mutation.isPending) return;
    mutation.mutate(
      { id: application.id, answer: 'withdrawApplication' },
      {
        onSuccess: (response) => {
          notify.success(response.message);
          setOpen(false);
        },
        onError: (failure) => setError(answerErrorMessage(failure)),
      },
    );
  };
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} aria-describedby={describedBy}>
        Withdraw
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setError(null);
        }}
        title="Withdraw your application?"
        description={`${application.brand_name ?? 'The brand'} will no longer see it for ${application.campaign_name}. You can apply again later.`}
        confirmLabel="Withdraw application"
        confirmVariant="destructive"
        onConfirm={withdraw}
        pending={mutation.isPending}
        error={error}
      />
    </>
  );
}
