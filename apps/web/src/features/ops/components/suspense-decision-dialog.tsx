import { type TSuspenseItem, ZSuspenseDecisionRequest } from '@amplio/shared/schemas/ops-books';
import { type FormEvent, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Textarea } from '../../../components/ui/textarea';
import { cn } from '../../../lib/cn';
import { formatRupees } from '../../../lib/format-money';
import { useSingleFlight } from '../../../lib/use-single-flight';
import { useApplySuspense } from '../api/apply-suspense';
import { useRefundSuspense } from '../api/refund-suspense';
import { useOpsDialogAction } from '../hooks/use-ops-dialog-action';
import { campaignName } from '../refund-labels';
import { type SuspenseDecision, suspensePayer } from './suspense-list';
import { OpsDialog } from './ops-dialog';

const NOTE_MAX = 500;

function SuspenseSummary({ item }: { item: TSuspenseItem }) {
  return (
    <div className="flex flex-col gap-1 rounded-control border border-border bg-surface-muted px-4 py-3">
      <p className="tabular text-2xl font-semibold tracking-tight text-ink">{formatRupees(item.amount)}</p>
      <p className="text-sm text-ink">
        from <span className="font-semibold">{suspensePayer(item)}</span>
        {item.brand ? <span className="break-all text-ink-muted"> ({item.brand.email})</span> : null}
      </p>
      <p className="text-sm break-words text-ink-muted">
        {item.campaign ? `For ${campaignName(item.campaign.product_name)}` : 'Names no campaign'}
        {item.expected === null ? '' : `, a checkout of ${formatRupees(item.expected)}`}
      </p>
    </div>
  );
}

/**
 * Confirms a decision about a payment in suspense, with an optional note for the audit trail. Refund: all of it goes
 * back to the payer. Apply: it funds the checkout it was meant for, and anything above the checkout's total is
 * refunded. One request however often it is confirmed; a refusal that names a changed payment closes with a toast.
 */
export function SuspenseDecisionDialog({
  decision,
  item,
  onClose,
}: {
  decision: SuspenseDecision;
  item: TSuspenseItem;
  onClose: () => void;
}) {
  const refund = useRefundSuspense();
  const apply = useApplySuspense();
  const action = useOpsDialogAction(decision === 'refund' ? refund : apply, onClose);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const noteRef = useRef<HTMLTextAreaElement>(null);

  const amount = formatRupees(item.amount);
  const excess = item.expected !== null && item.amount > item.expected ? formatRupees(item.amount - item.expected) : null;
  const description =
    decision === 'refund'
      ? `All ${amount} goes back to ${item.brand ? item.brand.name : 'the payer'} through the provider. Nothing goes into any campaign’s escrow.`
      : `${item.expected === null ? amount : formatRupees(item.expected)} funds the checkout it was meant for: escrow gets its amount, the fee and GST go to Amplio.${excess ? ` The extra ${excess} is refunded.` : ''}`;

  // A second click before the first one's answer sends nothing (the button turns busy only after a render).
  const decide = useSingleFlight(async () => {
    const parsed = ZSuspenseDecisionRequest.safeParse({ note: note.trim() === '' ? undefined : note });
    if (!parsed.success) {
      setNoteError(parsed.error.issues[0]?.message ?? 'Check the note.');
      noteRef.current?.focus();
      return;
    }
    const text = parsed.data.note;
    await action.run(`${decision}:${text ?? ''}`, { itemId: item.id, note: text }, (fields) => {
      if (!fields.note) return false;
      setNoteError(fields.note);
      noteRef.current?.focus();
      return true;
    });
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void decide();
  };

  return (
    <OpsDialog
      summary={<SuspenseSummary item={item} />}
      title={decision === 'refund' ? 'Refund this payment?' : 'Apply this payment to its funding?'}
      description={description}
      pending={action.pending}
      error={action.error}
      onClose={onClose}
      onSubmit={onSubmit}
      actions={
        <Button type="submit" loading={action.pending} loadingLabel={decision === 'refund' ? 'Refunding...' : 'Applying...'}>
          {decision === 'refund' ? `Refund ${amount}` : 'Apply payment'}
        </Button>
      }
    >
      <Textarea
        ref={noteRef}
        name="note"
        label="Note (optional)"
        hint={
          <span className="flex justify-between gap-3">
            <span>For the audit trail: what you checked, who you spoke to.</span>
            <span className={cn('tabular shrink-0', note.length > NOTE_MAX && 'font-semibold text-danger')}>
              {note.length}/{NOTE_MAX}
            </span>
          </span>
        }
        rows={2}
        value={note}
        error={noteError}
        onChange={(event) => {
          setNote(event.target.value);
          setNoteError(null);
        }}
      />
    </OpsDialog>
  );
}
