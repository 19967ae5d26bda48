/** A known failure with its HTTP status and the message the user sees. */
export class AppError extends Error {
  readonly statusCode: number;
  readonly code: string;
  readonly extra: Record<string, unknown>;
  constructor(input: { code: string; status: number; message: string; extra?: Record<string, unknown> }) {
    super(input.message);
    this.code = input.code;
    this.statusCode = input.status;
    this.extra = input.extra ?? {};
  }
}

/** A 422 in the spec's shape: {message, errors: {field: [messages]}}. */
export class ValidationAppError extends AppError {
  readonly errors: Record<string, string[]>;
  constructor(errors: Record<string, string[]>, message?: string) {
    const first = Object.values(errors)[0]?.[0];
    super({ code: 'validation', status: 422, message: message ?? first ?? 'The given data was invalid.' });
    this.errors = errors;
  }
}

export const fieldError = (field: string, message: string) => new ValidationAppError({ [field]: [message] });

/** PostgreSQL's unique_violation, whether the driver error arrives bare or wrapped by Drizzle. */
export function isUniqueViolation(err: unknown): boolean {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; e = e.cause as typeof e, depth++) {
    if (e.code === '23505') return true;
  }
  return false;
}

/** The constraint a unique_violation names (e.g. 'users_email_lower_unique'), or undefined for any other error. */
export function uniqueViolationConstraint(err: unknown): string | undefined {
  for (
    let e = err as { code?: unknown; constraint?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 4;
    e = e.cause as typeof e, depth++
  ) {
    if (e.code === '23505') return typeof e.constraint === 'string' ? e.constraint : '';
  }
  return undefined;
}
