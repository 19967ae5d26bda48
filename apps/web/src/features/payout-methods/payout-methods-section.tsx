import {
  PAYOUT_METHOD_MESSAGES,
  type TCreatePayoutMethodRequest,
  type TPayoutMethod,
  ZCreatePayoutMethodRequest,
} from '@amplio/shared/schemas/payout-methods';
import { Building2, Smartphone } from 'lucide-react';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { QueryStates } from '../../components/query-states';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardHeader } from '../../components/ui/card';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { notify } from '../../components/ui/toaster';
import { isApiError } from '../../lib/api-client';
import { useSettingsForm } from '../../lib/use-settings-form';
import { useCreatePayoutMethod } from './api/create-payout-method';
import { useDeletePayoutMethod } from './api/delete-payout-method';
import { usePayoutMethods } from './api/get-payout-methods';
import { useMakeDefaultPayoutMethod } from './api/make-default-payout-method';
import { PayoutDestinationFields } from '../wallet/components/payout-destination-fields';

const failureText = (error: unknown) => (isApiError(error) && error.message ? error.message : 'That did not work. Please try again.');

type FormValues = {
  payment_method: 'upi' | 'bank';
  upi_id: string;
  account_number: string;
  confirm_account_number: string;
  ifsc: string;
  account_holder_name: string;
};
const EMPTY: FormValues = {
  payment_method: 'upi',
  upi_id: '',
  account_number: '',
  confirm_account_number: '',
  ifsc: '',
  account_holder_name: '',
};

function AddMethodForm({ onDone }: { onDone: () => void }) {
  const create = useCreatePayoutMethod();
  const { form, field, errors, submit } = useSettingsForm<FormValues, TCreatePayoutMethodRequest>({
    schema: ZCreatePayoutMethodRequest,
    defaultValues: EMPTY,
    fields: Object.keys(EMPTY),
    failure: failureText,
    save: async (values) => {
      const answer = await create.mutateAsync(values);
      notify.success(answer.message);
      form.reset(EMPTY);
      onDone();
    },
  });
  const method = useWatch({ control: form.control, name: 'payment_method' });
  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-4 rounded-control border border-border p-4"
      aria-label="Add a payout method"
    >
      <PayoutDestinationFields legend="Type" method={method} errors={errors} field={(name) => field(name)} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" type="button" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" loading={create.isPending} loadingLabel="Saving">
          Save payout method
        </Button>
      </div>
    </form>
  );
}

function MethodRow({ method, onRemove }: { method: TPayoutMethod; onRemove: () => void }) {
  const makeDefault = useMakeDefaultPayoutMethod();
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3" data-testid="payout-method">
      <div className="flex min-w-0 items-center gap-3">
        {method.payment_method === 'upi' ? (
          <Smartphone className="size-5 shrink-0 text-ink-muted" strokeWidth={1.75} aria-hidden="true" />
        ) : (
          <Building2 className="size-5 shrink-0 text-ink-muted" strokeWidth={1.75} aria-hidden="true" />
        )}
        <div className="min-w-0">
          <p className="font-medium text-ink">{method.label}</p>
          {method.account_holder_name ? (
            <p className="text-sm text-ink-muted">
              {method.account_holder_name} · {method.ifsc}
            </p>
          ) : null}
        </div>
        {method.is_default ? <Badge tone="brand">Default</Badge> : null}
      </div>
      <div className="flex gap-2">
        {method.is_default ? null : (
          <Button
            size="sm"
            variant="ghost"
            loading={makeDefault.isPending}
            loadingLabel="Saving"
            onClick={() =>
              makeDefault.mutate(method.id, {
                onSuccess: (answer) => notify.success(answer.message),
                onError: (error) => notify.error(failureText(error)),
              })
            }
          >
            Make default
          </Button>
        )}
        <Button size="sm" variant="secondary" onClick={onRemove} aria-label={`Remove ${method.label}`}>
          Remove
        </Button>
      </div>
    </li>
  );
}

/** Issue 25 §1: the creator's saved payout methods (UPI ids and bank accounts, masked, one default) that Withdraw offers. */
export function PayoutMethodsSection() {
  const methods = usePayoutMethods();
  const remove = useDeletePayoutMethod();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<TPayoutMethod | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);
  return (
    <Card>
      <CardHeader
        title="Payout methods"
        description="Where your withdrawals go. The default is chosen first when you withdraw."
        actions={
          adding ? null : (
            <Button size="sm" variant="secondary" onClick={() => setAdding(true)}>
              Add payout method
            </Button>
          )
        }
      />
      <QueryStates query={methods} what="your payout methods" loading={['h-12', 'h-12']}>
        {(rows) => (
          <div className="flex flex-col gap-4">
            {rows.length === 0 && !adding ? (
              <p className="text-sm text-ink-muted">
                No payout methods saved yet. Save a UPI ID or a bank account to withdraw in one step.
              </p>
            ) : (
              <ul className="divide-y divide-border">
                {rows.map((row) => (
                  <MethodRow
                    key={row.id}
                    method={row}
                    onRemove={() => {
                      setRemoveError(null);
                      setRemoving(row);
                    }}
                  />
                ))}
              </ul>
            )}
            {adding ? <AddMethodForm onDone={() => setAdding(false)} /> : null}
          </div>
        )}
      </QueryStates>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => (open ? undefined : setRemoving(null))}
        title="Remove this payout method?"
        description={`${removing?.label ?? ''} will no longer be offered when you withdraw. Withdrawals already made keep the details they were paid to.`}
        confirmLabel="Remove payout method"
        confirmVariant="destructive"
        pending={remove.isPending}
        error={removeError}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.id, {
            onSuccess: () => {
              notify.success(PAYOUT_METHOD_MESSAGES.deleted);
              setRemoving(null);
            },
            onError: (error) => setRemoveError(failureText(error)),
          })
        }
      />
    </Card>
  );
}
