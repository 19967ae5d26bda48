import { type TReconciliationAlert, ZResolveAlertRequest } from '@amplio/shared/schemas/ops-books';
import { Button } from '../../../components/ui/button';
import { Textarea } from '../../../components/ui/textarea';
import type { FormEvent } from 'react';
import { cn } from '../../../lib/cn';
import { useSingleFlight } from '../../../lib/use-single-flight';
import { useResolveAlert } from '../api/resolve-alert';
import { checkLabel } from '../books-labels';
import { useOpsDialogAction } from '../hooks/use-ops-dialog-action';
import { usePayoutFieldForm } from '../hooks/use-payout-field-form';
import { OpsDialog } from './ops-dialog';

const NOTE_MAX = 500;

/**
 * Marks a reconciliation alert resolved with what the operator checked or did (3 to 500 characters, required; it is
 * audited). If a later run finds the same mismatch, it opens a new alert.
 */
export function ResolveAlertDialog({ alert, onClose }: { alert: TReconciliationAlert; onClose: () => void }) {
  const action = useOpsDialogAction(useResolveAlert(), onClose);
  const note = usePayoutFieldForm<'note', HTMLTextAreaElement>(ZResolveAlertRequest, 'note');
  const length = note.form.watch('note')?.length ?? 0;
  const submitNote = note.submitWith((text) => action.run(`resolve:${text}`, { alertId: alert.id, note: text }, note.showFieldErrors));
  // A second click before the first one's answer sends nothing (the button turns busy only after a render).
  const onSubmit = useSingleFlight((event: FormEvent<HTMLFormElement>) => submitNote(event));

  return (
    <OpsDialog
      summary={
        <div className="flex flex-col gap-1 rounded-control border border-border bg-surface-muted px-4 py-3">
          <p className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{checkLabel(alert.check)}</p>
          <p className="text-sm break-words text-ink">{alert.message}</p>
        </div>
      }
      title="Mark this mismatch resolved?"
      description="Say what you checked or did, for the audit trail. If the next reconciliation finds it again, it opens a new alert."
      initialFocus={note.inputRef}
      pending={action.pending}
      error={action.error}
      onClose={onClose}
      onSubmit={onSubmit}
      actions={
        <Button type="submit" loading={action.pending} loadingLabel="Saving...">
          Mark resolved
        </Button>
      }
    >
      <Textarea
        label="What you checked or did"
        hint={
          <span className="flex justify-between gap-3">
            <span>3 to 500 characters, e.g. “The provider confirmed the refund by e-mail; settled by hand.”</span>
            <span className={cn('tabular shrink-0', length > NOTE_MAX && 'font-semibold text-danger')}>
              {length}/{NOTE_MAX}
            </span>
          </span>
        }
        required
        rows={3}
        error={note.error}
        {...note.field}
      />
    </OpsDialog>
  );
}
