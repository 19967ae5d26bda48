import { afterEach, describe, expect, it } from 'vitest';
import {
  dummyPasswordHash,
  hashPassword,
  PRODUCTION_PASSWORD_HASHING,
  setPasswordHashingForTests,
  verifyPassword,
} from '../../src/lib/passwords';
import { CHEAP_PASSWORD_HASHING as CHEAP } from '../helpers/cheap-password-hashing';

afterEach(() => setPasswordHashingForTests(CHEAP));

describe('password hashing', () => {
  it("hashes with OWASP's argon2id cost (19 MiB, two passes, one lane) outside the test suite", async () => {
    setPasswordHashingForTests(PRODUCTION_PASSWORD_HASHING);
    expect(await hashPassword('Correct-Horse-9')).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await dummyPasswordHash()).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('runs the server suite at the smallest argon2id cost, set before every file', async () => {
    expect(await hashPassword('Correct-Horse-9')).toMatch(/^\$argon2id\$v=19\$m=8,t=1,p=1\$/);
  });

  it('verifies a hash made at the production cost whatever the current setting, since a hash records its cost', async () => {
    setPasswordHashingForTests(PRODUCTION_PASSWORD_HASHING);
    const stored = await hashPassword('Correct-Horse-9');
    setPasswordHashingForTests(CHEAP);
    expect(await verifyPassword(stored, 'Correct-Horse-9')).toBe(true);
    expect(await verifyPassword(stored, 'Correct-Horse-8')).toBe(false);
  });

  it('salts every hash, so two accounts with one password do not share a hash', async () => {
    expect(await hashPassword('Correct-Horse-9')).not.toBe(await hashPassword('Correct-Horse-9'));
  });

  it('answers false for a malformed stored hash instead of throwing', async () => {
    expect(await verifyPassword('not-a-hash', 'Correct-Horse-9')).toBe(false);
    expect(await verifyPassword('', '')).toBe(false);
  });
});
