import { PRODUCTION_PASSWORD_HASHING, setPasswordHashingForTests } from '../../src/lib/passwords';

/** argon2id at its smallest cost: 8 KiB and one pass, against 19 MiB and two. */
export const CHEAP_PASSWORD_HASHING = { ...PRODUCTION_PASSWORD_HASHING, memoryCost: 8, timeCost: 1 };

// Every server test file starts here (vitest.config.ts), so the suite's ~3,000 hashes and checks cost a few
// CPU-seconds instead of ~30 (decision 036). passwords.test.ts proves the production cost; the processes the tests
// start (two nodes, kill -9) keep it.
setPasswordHashingForTests(CHEAP_PASSWORD_HASHING);
