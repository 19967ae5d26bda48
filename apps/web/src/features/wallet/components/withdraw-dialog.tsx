import { MIN_WITHDRAWAL_RUPEES } from '@amplio/shared/constants/payouts';
import { WALLET_MESSAGES } from '@amplio/shared/schemas/wallet';
import { useIsMutating } from '@tanstack/react-query';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { RadioGroup } from '../../../components/ui/radio-group';
import { notify } from '../../../components/ui/toaster';
import { isApiError } from '../../../lib/api-client';
import { formatRupees } from '../../../lib/format-money';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { useSingleFlight } from '../../../lib/use-single-flight';
import { usePayoutMethods } from '../../payout-methods/api/get-payout-methods';
import { useRequestWithdrawal, withdrawalMutationKey } from '../api/request-withdrawal';
import { PayoutDestinationFields } from './payout-destination-fields';
import {
  destinationLabel,
  EMPTY_WITHDRAW_FORM,
  NEW_DETAILS,
  usesSavedMethod,
  type WithdrawalBody,
  type WithdrawFormValues,
  withdrawalBlocker,
  withdrawalResolver,
} from '../withdrawal-form';

interface WithdrawDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  availableBalance: number;
}

const FIELD_NAMES = [
  'amount',
  'payment_method',
  'upi_id',
  'account_number',
  'confirm_account_number',
  'ifsc',
  'account_holder_name',
  'payout_method_id',
] as const;
const isFieldName = (name: string): name is (typeof FIELD_NAMES)[number] => (FIELD_NAMES as readonly string[]).includes(name);

function WithdrawForm({ availableBalance, onDone }: { availableBalance: number; onDone: () => void }) {
  const withdraw = useRequestWithdrawal();
  const form = useForm<WithdrawFormValues, unknown, WithdrawalBody>({
    resolver: withdrawalResolver(availableBalance),
    defaultValues: EMPTY_WITHDRAW_FORM,
    mode: 'onTouched',
  });
  const { register, formState, setValue, setError, clearErrors, trigger, control } = form;
  const values = useWatch({ control }) as WithdrawFormValues;
  const blocker = withdrawalBlocker(values, availableBalance);
  const [failure, setFailure] = useState<string | null>(null);
  /** One Idempotency-Key per attempt; kept only for a retry of the very same request after no answer came back. */
  const attempt = useRef<{ key: string; body: string; reusable: boolean } | null>(null);
  const blockerId = useId();
  const pending = withdraw.isPending;

  const amountField = register('amount', {
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      if (event.target.value !== '') void trigger('amount');
    },
  });
  const method = values.payment_method;
  // Issue 25: the saved payout methods come first, the default chosen; "Other details" opens the fields below.
  const savedQuery = usePayoutMethods();
  const saved = savedQuery.data ?? [];
  const usingSaved = usesSavedMethod(values);
  const choseDefault = useRef(false);
  useEffect(() => {
    if (choseDefault.current || !savedQuery.data) return;
    choseDefault.current = true;
    const first = savedQuery.data.find((m) => m.is_default) ?? savedQuery.data[0];
    if (!first) return;
    setValue('payout_method_id', first.id);
    setValue('payment_method', first.payment_method);
  }, [savedQuery.data, setValue]);

  const send = useSingleFlight(async (body: WithdrawalBody) => {
    setFailure(null);
    const serialised = JSON.stringify(body);
    if (!attempt.current?.reusable || attempt.current.body !== serialised) {
      attempt.current = { key: newIdempotencyKey(), body: serialised, reusable: false };
    }
    const current = attempt.current;
    try {
      const answer = await withdraw.mutateAsync({ body, idempotencyKey: current.key });
      if (answer?.success !== true) throw new Error(WALLET_MESSAGES.processFailed);
      notify.success(WALLET_MESSAGES.submitted);
      attempt.current = null;
      onDone();
    } catch (error) {
      let message: string = WALLET_MESSAGES.submitFailed;
      if (isApiError(error)) {
        // Only a request that got no answer (or is still running) may be the same attempt again.
        current.reusable = error.noResponse || error.status === 409;
        if (!error.noResponse) message = error.message || message;
        for (const [field, messages] of Object.entries(error.errors)) {
          if (isFieldName(field) && messages[0]) setError(field, { type: 'server', message: messages[0] });
        }
      } else if (error instanceof Error && error.message === WALLET_MESSAGES.processFailed) {
        message = WALLET_MESSAGES.processFailed;
      }
      setFailure(message);
      notify.error(message);
    }
  });
  const submit = form.handleSubmit(send);

  const belowMinimum = availableBalance < MIN_WITHDRAWAL_RUPEES;
  const parsedAmount = Number(values.amount);
  const confirmLabel = blocker === null ? `Withdraw ${formatRupees(parsedAmount)}` : 'Confirm withdrawal';

  return (
    <form
      noValidate
      className="flex flex-col gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        if (blocker !== null || pending) return;
        void submit(event);
      }}
    >
      <div className="flex items-baseline justify-between gap-3 rounded-control bg-brand-soft/60 px-4 py-3">
        <span className="text-sm text-ink-muted">Available to withdraw</span>
        <span className="tabular text-xl font-semibold text-ink" data-testid="withdraw-available">
          {formatRupees(availableBalance)}
        </span>
      </div>
      {belowMinimum ? (
        <Alert tone="info" title={`You can withdraw once you have ${formatRupees(MIN_WITHDRAWAL_RUPEES)}`}>
          The minimum withdrawal is {formatRupees(MIN_WITHDRAWAL_RUPEES)}. Money from completed campaigns lands in your wallet as soon as
          the brand completes your work.
        </Alert>
      ) : null}

      {saved.length > 0 ? (
        <RadioGroup
          legend="Send it to"
          required
          className="[&>div]:grid"
          options={[
            ...saved.map((m) => ({ value: m.id, label: m.is_default ? `${m.label} (default)` : m.label })),
            { value: NEW_DETAILS, label: 'Other UPI ID or bank account' },
          ]}
          error={formState.errors.payout_method_id?.message}
          {...register('payout_method_id', {
            onChange: (event: ChangeEvent<HTMLInputElement>) => {
              const chosen = saved.find((m) => m.id === event.target.value);
              if (chosen) setValue('payment_method', chosen.payment_method);
              clearErrors(['upi_id', 'account_number', 'confirm_account_number', 'ifsc', 'account_holder_name']);
            },
          })}
        />
      ) : null}

      {usingSaved ? null : (
        <PayoutDestinationFields
          legend={saved.length > 0 ? 'Other details' : 'Send it to'}
          method={method}
          errors={formState.errors}
          field={(name) =>
            name === 'payment_method'
              ? register('payment_method', {
                  onChange: () => clearErrors(['upi_id', 'account_number', 'confirm_account_number', 'ifsc', 'account_holder_name']),
                })
              : register(name)
          }
        />
      )}

      <Input
        label="Amount"
        required
        type="number"
        inputMode="numeric"
        min={MIN_WITHDRAWAL_RUPEES}
        step={1}
        max={Math.max(MIN_WITHDRAWAL_RUPEES, Math.floor(availableBalance))}
        leading="₹"
        hint={`At least ${formatRupees(MIN_WITHDRAWAL_RUPEES)}, in whole rupees, up to ${formatRupees(availableBalance)}.`}
        error={formState.errors.amount?.message}
        labelAside={
          availableBalance >= MIN_WITHDRAWAL_RUPEES ? (
            <button
              type="button"
              className="rounded-sm text-sm font-semibold text-brand hover:underline"
              onClick={() => setValue('amount', String(Math.floor(availableBalance)), { shouldValidate: true, shouldTouch: true })}
            >
              Withdraw all
            </button>
          ) : null
        }
        {...amountField}
      />

      {failure ? <Alert tone="danger">{failure}</Alert> : null}

      <div className="flex flex-col gap-3">
        {blocker === null ? (
          <p className="text-sm text-ink-muted" data-testid="withdraw-summary">
            {formatRupees(parsedAmount)} goes to {destinationLabel(values, saved)}. It leaves your wallet now and reaches you within two
            working days; the payment tracker shows each step.
          </p>
        ) : (
          <p id={blockerId} className="text-sm text-ink-muted">
            To continue: {blocker}
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="secondary" disabled={pending}>
              Cancel
            </Button>
          </DialogClose>
          <Button
            type="submit"
            disabled={blocker !== null}
            loading={pending}
            loadingLabel="Sending"
            aria-describedby={blocker === null ? undefined : blockerId}
          >
            {confirmLabel}
          </Button>
        </div>
      </div>
    </form>
  );
}

/**
 * Spec 3 §5 "Withdraw (overview modal)": UPI or a bank account, the amount from ₹100 to the available balance, and
 * Confirm only when all of it is valid. The Pending row and the lower balance show on the page at once (spec 3 §4).
 */
export function WithdrawDialog({ open, onOpenChange, availableBalance }: WithdrawDialogProps) {
  // While the request is on its way the dialog stays, so its answer (or its error) is seen.
  const sending = useIsMutating({ mutationKey: withdrawalMutationKey }) > 0;
  return (
    <Dialog open={open} onOpenChange={(next) => (sending && !next ? undefined : onOpenChange(next))}>
      <DialogContent
        title="Withdraw money"
        description="Send money from your Amplio wallet to your UPI ID or bank account."
        className="max-w-[520px]"
      >
        {/* Mounted only while open: closing forgets every detail typed, account numbers included. */}
        {open ? <WithdrawForm availableBalance={availableBalance} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}
