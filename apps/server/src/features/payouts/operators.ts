import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { measurePasswordStrength } from '@amplio/shared/domain/password-strength';
import type { Db } from '../../db/client';
import { type UserRow, users } from '../../db/schema/index';
import { isUniqueViolation } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import { findUserByEmail } from '../auth/auth.service';

/** Operators move creators' money: their password is at least this long and strong on every rule. */
export const OPERATOR_PASSWORD_MIN = 12;

export class OperatorInputError extends Error {
  override name = 'OperatorInputError';
}

/** A random password that passes every strength rule: 20 random base64url characters and one of each class. */
export function generateOperatorPassword(): string {
  return `${randomBytes(15).toString('base64url')}-Aa9`;
}

export function checkOperatorPassword(password: string): void {
  const strength = measurePasswordStrength(password);
  if (password.length < OPERATOR_PASSWORD_MIN || strength.label !== 'Strong' || !Object.values(strength.checks).every(Boolean)) {
    throw new OperatorInputError(
      `The password must be at least ${OPERATOR_PASSWORD_MIN} characters with upper- and lower-case letters, a digit and a symbol.`,
    );
  }
}

/**
 * Creates a verified operator (operators are never created by sign-up). Refuses an e-mail that any account already
 * uses, in any letter case.
 */
export async function createOperator(input: { db: Db; email: string; name?: string; password: string; now?: Date }): Promise<UserRow> {
  const email = input.email.trim();
  if (!z.email().safeParse(email).success || email.length > 255) throw new OperatorInputError(`"${input.email}" is not an e-mail address.`);
  const name = (input.name ?? 'Amplio Operator').trim();
  if (name.length === 0 || name.length > 120) throw new OperatorInputError('The name must be 1 to 120 characters.');
  checkOperatorPassword(input.password);
  if (await findUserByEmail(input.db, email)) throw new OperatorInputError(`An account with the e-mail ${email} already exists.`);
  try {
    const [row] = await input.db
      .insert(users)
      .values({
        email,
        name,
        userType: 'operator',
        passwordHash: await hashPassword(input.password),
        emailVerifiedAt: input.now ?? new Date(),
      })
      .returning();
    return row as UserRow;
  } catch (err) {
    if (isUniqueViolation(err)) throw new OperatorInputError(`An account with the e-mail ${email} already exists.`);
    throw err;
  }
}

const USAGE = 'Usage: npm run ops:create -- <email> [--name "Full Name"]   (password from OPS_PASSWORD, or generated and printed once)';

/** Parses `<email> [--name "…"]`. */
export function parseOpsCreateArgs(argv: string[]): { email: string; name?: string } {
  let email: string | undefined;
  let name: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '--name') {
      const value = argv[++i];
      if (value === undefined) throw new OperatorInputError(`--name needs a value.\n${USAGE}`);
      name = value;
    } else if (arg.startsWith('--name=')) name = arg.slice('--name='.length);
    else if (arg.startsWith('-')) throw new OperatorInputError(`Unknown option ${arg}.\n${USAGE}`);
    else if (email === undefined) email = arg;
    else throw new OperatorInputError(`Only one e-mail address, please.\n${USAGE}`);
  }
  if (!email) throw new OperatorInputError(USAGE);
  return { email, name };
}

/**
 * `npm run ops:create -- <email> [--name "…"]` on an open database: creates the operator and prints how to sign in.
 * The password comes from OPS_PASSWORD, or is generated and printed once. Answers the exit code.
 */
export async function runOpsCreate(input: {
  db: Db;
  argv: string[];
  env: Record<string, string | undefined>;
  out: (line: string) => void;
  err: (line: string) => void;
}): Promise<number> {
  try {
    const args = parseOpsCreateArgs(input.argv);
    const given = input.env.OPS_PASSWORD;
    const password = given && given.length > 0 ? given : generateOperatorPassword();
    const user = await createOperator({ db: input.db, email: args.email, name: args.name, password });
    input.out(`Operator created: ${user.name} <${user.email}>`);
    if (given) input.out('Password: the one in OPS_PASSWORD.');
    else input.out(`Password (shown once, store it now): ${password}`);
    input.out('Sign in at /ops/login.');
    return 0;
  } catch (err) {
    if (!(err instanceof OperatorInputError)) throw err;
    input.err(err.message);
    return 1;
  }
}
