import { hash, verify } from '@node-rs/argon2';

/** Algorithm.Argon2id; the package exports a const enum, which isolated modules cannot read. */
const ARGON2ID = 2;

/** OWASP argon2id: 19 MiB, t=2, p=1. @node-rs/argon2 runs on the libuv pool, off the event loop. */
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A real hash to verify against when the account does not exist, so timing does not reveal it. */
let dummyHash: Promise<string> | undefined;
export const dummyPasswordHash = () => (dummyHash ??= hashPassword('not-a-real-password-0'));
