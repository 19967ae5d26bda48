import type { TCollaboration } from '@amplio/shared/schemas/collaborations';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { notify } from '../../../components/ui/toaster';
import { reasonOf } from '../../creator-lists/components/save-to-list-dialog';
import { useAnswerCollaboration } from '../api/collaborations';

/** Withdraws a pending invitation, after asking. */
export function WithdrawInvitationButton({ invitation }: { invitation: TCollaboration }) {
  const withdraw = useAnswerCollaboration();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        onClick={() => {
          withdraw.reset();
          setConfirming(true);
        }}
      >
        Withdraw invitation<span className="sr-only">: {invitation.creator_name}</span>
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Withdraw the invitation to ${invitation.creator_name}?`}
        description="They can no longer accept it. You can invite them again later."
        confirmLabel="Withdraw invitation"
        confirmVariant="destructive"
        pending={withdraw.isPending}
        error={withdraw.error ? reasonOf(withdraw.error) : null}
        onConfirm={() =>
          withdraw.mutate(
            { id: invitation.id, answer: 'withdrawInvitation' },
            {
              onSuccess: (answer) => {
                setConfirming(false);
                notify.success(answer.message);
              },
            },
          )
        }
      />
    </>
  );
}
