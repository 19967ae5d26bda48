import { PRODUCTION_PASSWORD_HASHING, setPasswordHashingForTests } from '../../src/lib/passwords';

// Every server test file starts here (vitest.config.ts): argon2id at its smallest cost (8 KiB, one pass) instead of
// 19 MiB and two, so the suite's ~3,000 hashes and checks cost a few CPU-seconds instead of ~30 (decision 036).
// passwords.test.ts proves the production cost; processes the tests start (two nodes, kill -9) keep it.
setPasswordHashingForTests({ ...PRODUCTION_PASSWORD_HASHING, memoryCost: 8, timeCost: 1 });
