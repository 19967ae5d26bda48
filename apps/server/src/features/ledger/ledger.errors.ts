import type { LedgerAccountKind } from '@amplio/shared/constants/ledger';
import { LEDGER_MESSAGES } from '@amplio/shared/constants/ledger';
import { AppError } from '../../lib/errors';

/** A non-external account would go below zero. Nothing moved; the caller's transaction decides what to roll back. */
export class InsufficientFundsError extends AppError {
  readonly accountKind: LedgerAccountKind;
  readonly ownerId: string | null;
  readonly balancePaise: bigint;
  readonly amountPaise: bigint;
  constructor(input: { accountKind: LedgerAccountKind; ownerId: string | null; balancePaise: bigint; amountPaise: bigint }) {
    super({ code: 'insufficient_funds', status: 409, message: LEDGER_MESSAGES.insufficientFunds });
    this.accountKind = input.accountKind;
    this.ownerId = input.ownerId;
    this.balancePaise = input.balancePaise;
    this.amountPaise = input.amountPaise;
  }
}

/** A script reservation that was already released or refunded: a reservation settles at most once. */
export class ReservationSettledError extends AppError {
  constructor() {
    super({ code: 'reservation_settled', status: 409, message: LEDGER_MESSAGES.reservationSettled });
  }
}

/** A script that already has its reservation: a reservation account is funded once. */
export class ReservationExistsError extends AppError {
  constructor() {
    super({ code: 'reservation_exists', status: 409, message: LEDGER_MESSAGES.reservationExists });
  }
}

/** An idempotency key reused for a different movement of money: a bug in the caller, never retried silently. */
export class IdempotencyKeyReusedError extends AppError {
  readonly idempotencyKey: string;
  constructor(idempotencyKey: string) {
    super({ code: 'ledger_idempotency_key_reused', status: 409, message: LEDGER_MESSAGES.idempotencyKeyReused });
    this.idempotencyKey = idempotencyKey;
  }
}

/** A transfer the ledger refuses on its face (wrong route, bad amount, malformed account): a bug in the caller. */
export class LedgerInputError extends Error {
  override name = 'LedgerInputError';
}
