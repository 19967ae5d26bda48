import { MIN_WITHDRAWAL_RUPEES, type PayoutMethod } from '@amplio/shared/constants/payouts';
import { WALLET_MESSAGES, ZWithdrawalRequest } from '@amplio/shared/schemas/wallet';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** What the Withdraw modal's fields hold, as typed. Kept in memory only: never in browser storage. */
export interface WithdrawFormValues {
  amount: string;
  payment_method: PayoutMethod;
  upi_id: string;
  account_number: string;
  confirm_account_number: string;
  ifsc: string;
  account_holder_name: string;
  /** A saved payout method's id (issue 25), or '' / NEW_DETAILS for details typed here. */
  payout_method_id: string;
}

/** The Withdraw modal's "other details" choice beside the saved methods. */
export const NEW_DETAILS = 'new';
const savedMethodId = (values: Pick<WithdrawFormValues, 'payout_method_id'>) =>
  values.payout_method_id && values.payout_method_id !== NEW_DETAILS ? values.payout_method_id : null;

export const EMPTY_WITHDRAW_FORM: WithdrawFormValues = {
  amount: '',
  payment_method: 'upi',
  upi_id: '',
  account_number: '',
  confirm_account_number: '',
  ifsc: '',
  account_holder_name: '',
  payout_method_id: '',
};

/** What is sent: the method always rides along (a saved method's own), so the pending row can name it at once. */
export type WithdrawalBody = z.output<typeof ZWithdrawalRequest> & { payment_method: PayoutMethod };

/** The server's rules (ZWithdrawalRequest) plus the one only the page can check first: at most the available balance. */
export function withdrawalSchema(availableBalance: number) {
  return ZWithdrawalRequest.superRefine((value, ctx) => {
    if (value.amount > availableBalance) ctx.addIssue({ code: 'custom', path: ['amount'], message: WALLET_MESSAGES.amountOverBalance });
  });
}

/** Only the chosen method's fields are sent (and the spec's type and status). */
function valuesToSend(values: WithdrawFormValues) {
  const common = { amount: values.amount, payment_method: values.payment_method, type: 'withdrawal' as const, status: 'pending' as const };
  const saved = savedMethodId(values);
  if (saved) return { ...common, payout_method_id: saved };
  if (values.payment_method === 'upi') return { ...common, upi_id: values.upi_id };
  return {
    ...common,
    account_number: values.account_number,
    confirm_account_number: values.confirm_account_number,
    ifsc: values.ifsc,
    account_holder_name: values.account_holder_name,
  };
}

/**
 * zodResolver over the shared schema. A bad amount stops zod before it looks at the payment details, so those are
 * checked again with a valid amount: the creator sees every problem at once, not one after another.
 */
export function withdrawalResolver(availableBalance: number): Resolver<WithdrawFormValues, unknown, WithdrawalBody> {
  const schema = withdrawalSchema(availableBalance);
  const resolve = zodResolver(schema) as unknown as Resolver<Record<string, unknown>, unknown, WithdrawalBody>;
  return async (values, context, options) => {
    const sent = valuesToSend(values);
    const main = await resolve(sent, context, options as never);
    if (!main.errors.amount) return main as never;
    const details = await resolve({ ...sent, amount: String(MIN_WITHDRAWAL_RUPEES) }, context, options as never);
    const { amount: _ignored, ...detailErrors } = details.errors;
    return { values: {}, errors: { ...detailErrors, amount: main.errors.amount } as FieldErrors<WithdrawFormValues> };
  };
}

/** Why Confirm is disabled right now (the first problem, in the spec's words), or null when it can be pressed. */
export function withdrawalBlocker(values: WithdrawFormValues, availableBalance: number): string | null {
  const parsed = withdrawalSchema(availableBalance).safeParse(valuesToSend(values));
  if (parsed.success) return null;
  const amountIssue = parsed.error.issues.find((issue) => issue.path[0] === 'amount');
  return (amountIssue ?? parsed.error.issues[0])?.message ?? WALLET_MESSAGES.paymentDetailsInvalid;
}

/** "name@bank" or "bank account ••••1234": where the money goes, for the confirmation line (a saved method: its label). */
export const usesSavedMethod = (values: Pick<WithdrawFormValues, 'payout_method_id'>) => savedMethodId(values) !== null;

export function destinationLabel(
  values: Pick<WithdrawFormValues, 'payment_method' | 'upi_id' | 'account_number' | 'payout_method_id'>,
  saved: readonly { id: string; label: string }[] = [],
): string {
  const id = savedMethodId(values);
  const chosen = id ? saved.find((m) => m.id === id) : undefined;
  if (chosen) return chosen.label;
  if (values.payment_method === 'upi') return values.upi_id.trim();
  return `bank account ••••${values.account_number.trim().slice(-4)}`;
}
