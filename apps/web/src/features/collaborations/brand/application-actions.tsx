import type { TCollaboration } from '@amplio/shared/schemas/collaborations';
import { useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { notify } from '../../../components/ui/toaster';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { formatRupees } from '../../../lib/format-money';
import { useSingleFlight } from '../../../lib/use-single-flight';
import { reasonOf } from '../../creator-lists/components/save-to-list-dialog';
import { useAnswerCollaboration } from '../api/collaborations';
import { DeclineDialog } from './decline-dialog';

/** Accept (holds the price from escrow, once however often it is clicked) or decline a pending application. */
export function ApplicationActions({ application }: { application: TCollaboration }) {
  const accept = useAnswerCollaboration();
  const decline = useAnswerCollaboration();
  const [declining, setDeclining] = useState(false);
  // Once accepted, the button stays busy until the reloaded list moves the row to Working.
  const accepted = useRef(false);

  const onAccept = useSingleFlight(async () => {
    if (accepted.current) return;
    try {
      const answer = await accept.mutateAsync({ id: application.id, answer: 'acceptApplication', idempotencyKey: newIdempotencyKey() });
      accepted.current = true;
      notify.success(answer.message);
    } catch (err) {
      notify.error(reasonOf(err));
    }
  });

  const onDecline = (reason: string) =>
    decline.mutate(
      { id: application.id, answer: 'declineApplication', body: { reason: reason || null } },
      {
        onSuccess: (answer) => {
          setDeclining(false);
          notify.success(answer.message);
        },
      },
    );

  const accepting = accept.isPending || accept.isSuccess;
  const busy = accepting || decline.isPending;
  return (
    <div className="flex flex-wrap gap-2">
      <Button size="sm" loading={accepting} loadingLabel="Accepting" disabled={busy} onClick={() => onAccept()}>
        Accept for {formatRupees(application.price)}
        <span className="sr-only">: {application.creator_name}</span>
      </Button>
      <Button
        size="sm"
        variant="secondary"
        disabled={busy}
        onClick={() => {
          decline.reset();
          setDeclining(true);
        }}
      >
        Decline<span className="sr-only">: {application.creator_name}</span>
      </Button>
      <DeclineDialog
        open={declining}
        onOpenChange={setDeclining}
        creatorName={application.creator_name}
        pending={decline.isPending}
        error={decline.error ? reasonOf(decline.error) : null}
        onDecline={onDecline}
      />
    </div>
  );
}
