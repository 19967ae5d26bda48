import { Building2, Smartphone } from 'lucide-react';
import type { ChangeEvent } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Input } from '../../../components/ui/input';
import { RadioGroup } from '../../../components/ui/radio-group';

export type PayoutDestinationField =
  | 'payment_method'
  | 'upi_id'
  | 'account_number'
  | 'confirm_account_number'
  | 'ifsc'
  | 'account_holder_name';

/** Capitals as the creator types, with the caret left where it was. */
function upperCaseInPlace(event: ChangeEvent<HTMLInputElement>) {
  const input = event.target;
  const { selectionStart, selectionEnd } = input;
  const upper = input.value.toUpperCase();
  if (upper === input.value) return;
  input.value = upper;
  if (selectionStart !== null && selectionEnd !== null) input.setSelectionRange(selectionStart, selectionEnd);
}

const METHOD_OPTIONS = [
  {
    value: 'upi',
    label: (
      <span className="inline-flex items-center gap-2">
        <Smartphone className="hidden size-4 text-ink-muted sm:block" strokeWidth={1.75} aria-hidden="true" />
        UPI
      </span>
    ),
  },
  {
    value: 'bank',
    label: (
      <span className="inline-flex items-center gap-2 whitespace-nowrap">
        <Building2 className="hidden size-4 text-ink-muted sm:block" strokeWidth={1.75} aria-hidden="true" />
        Bank account
      </span>
    ),
  },
];

/**
 * Where a payout goes: UPI or a bank account, with the account number typed twice. The Withdraw dialog and the saved
 * payout methods ask the same way, with the same rules (`checkPayoutDetails` in the shared wallet schema).
 */
export function PayoutDestinationFields({
  legend,
  method,
  errors,
  field,
}: {
  legend: string;
  method: 'upi' | 'bank' | undefined;
  errors: Partial<Record<PayoutDestinationField, { message?: string } | undefined>>;
  field: (name: PayoutDestinationField) => UseFormRegisterReturn;
}) {
  const ifscField = field('ifsc');
  return (
    <>
      <RadioGroup legend={legend} required options={METHOD_OPTIONS} error={errors.payment_method?.message} {...field('payment_method')} />
      {method === 'upi' ? (
        <Input
          label="UPI ID"
          required
          placeholder="name@bank"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          inputMode="email"
          hint="The ID you receive money on, like asha@okhdfc."
          error={errors.upi_id?.message}
          {...field('upi_id')}
        />
      ) : (
        <div className="flex flex-col gap-4">
          <Input
            label="Account number"
            required
            inputMode="numeric"
            autoComplete="off"
            spellCheck={false}
            hint="9 to 18 digits, as on your cheque book or passbook."
            error={errors.account_number?.message}
            {...field('account_number')}
          />
          <Input
            label="Confirm account number"
            required
            inputMode="numeric"
            autoComplete="off"
            spellCheck={false}
            hint="Type it again, so a slip of a finger cannot send your money elsewhere."
            error={errors.confirm_account_number?.message}
            {...field('confirm_account_number')}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <Input
              label="IFSC"
              required
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              placeholder="HDFC0001234"
              className="font-mono uppercase placeholder:font-sans placeholder:normal-case"
              error={errors.ifsc?.message}
              {...ifscField}
              onChange={(event) => {
                upperCaseInPlace(event);
                return ifscField.onChange(event);
              }}
            />
            <Input
              label="Account holder name"
              required
              autoComplete="off"
              error={errors.account_holder_name?.message}
              {...field('account_holder_name')}
            />
          </div>
        </div>
      )}
    </>
  );
}
