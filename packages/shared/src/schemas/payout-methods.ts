import { z } from 'zod';
import { PAYOUT_METHODS } from '../constants/payouts';
import { asBoolean } from './form-coercion';
import { checkPayoutDetails, optionalPayoutText, payoutIfsc } from './wallet';

/** A creator may keep this many saved payout methods. */
export const PAYOUT_METHOD_LIMITS = { perCreatorMax: 10 } as const;

export const PAYOUT_METHOD_MESSAGES = {
  created: 'Payout method saved.',
  deleted: 'Payout method removed. Past withdrawals keep the details they were paid to.',
  madeDefault: 'This is now your default payout method.',
  notFound: 'Payout method not found.',
  tooMany: `You can save at most ${PAYOUT_METHOD_LIMITS.perCreatorMax} payout methods. Remove one first.`,
  duplicate: 'This payout method is already saved.',
  methodRequired: 'Choose UPI or bank account.',
  confirmRequired: 'Type the account number again to confirm it.',
} as const;
const M = PAYOUT_METHOD_MESSAGES;

/**
 * POST /api/creator/payout-methods: a UPI id, or a bank account whose number is typed twice (confirm_account_number),
 * with the withdrawal's rules and messages. `make_default` (or the creator's first method) becomes the default.
 */
export const ZCreatePayoutMethodRequest = z
  .object({
    payment_method: z.enum(PAYOUT_METHODS, { error: M.methodRequired }),
    upi_id: optionalPayoutText,
    account_number: optionalPayoutText,
    confirm_account_number: optionalPayoutText,
    ifsc: payoutIfsc,
    account_holder_name: optionalPayoutText,
    make_default: z.preprocess(asBoolean, z.boolean()).optional(),
  })
  .superRefine((value, ctx) => {
    checkPayoutDetails(value, ctx, { confirmationRequired: M.confirmRequired });
  });
export type TCreatePayoutMethodRequest = z.input<typeof ZCreatePayoutMethodRequest>;

/** A saved method as the creator sees it: masked, never the full account number or UPI id. */
export const ZPayoutMethod = z.object({
  id: z.string(),
  payment_method: z.enum(PAYOUT_METHODS),
  /** "UPI ra…@okhdfc" or "bank account ••••1234", as withdrawals show their destination. */
  label: z.string(),
  account_holder_name: z.string().nullable(),
  ifsc: z.string().nullable(),
  is_default: z.boolean(),
  created_at: z.string(),
});
export type TPayoutMethod = z.infer<typeof ZPayoutMethod>;

export const ZPayoutMethodIdParams = z.object({ id: z.string().max(64) });

export const ZListPayoutMethodsResponse = z.object({ success: z.literal(true), data: z.array(ZPayoutMethod) });
export type TListPayoutMethodsResponse = z.infer<typeof ZListPayoutMethodsResponse>;

/** Every write answers the whole list, so the one default is visible at once. */
export const ZSavePayoutMethodResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.array(ZPayoutMethod),
});
export type TSavePayoutMethodResponse = z.infer<typeof ZSavePayoutMethodResponse>;
