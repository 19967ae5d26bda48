import { hash, verify } from '@node-rs/argon2';

/** Algorithm.Argon2id; the package exports a const enum, which isolated modules cannot read. */
const ARGON2ID = 2;

interface PasswordHashing {
  algorithm: typeof ARGON2ID;
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

/** OWASP argon2id: 19 MiB, t=2, p=1. @node-rs/argon2 runs on the libuv pool, off the event loop. */
export const PRODUCTION_PASSWORD_HASHING: PasswordHashing = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 };

let hashing = PRODUCTION_PASSWORD_HASHING;

/**
 * For the server's test suite only (test/helpers/cheap-password-hashing.ts): it hashes and verifies about 3,000
 * passwords a pass, each about 10 ms of a core at the production cost (decision 036). A hash records its own cost, so
 * verifying works across settings. Nothing in src calls this.
 */
export function setPasswordHashingForTests(options: PasswordHashing) {
  hashing = options;
  dummyHash = undefined;
}

export const hashPassword = (password: string) => hash(password, hashing);

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
