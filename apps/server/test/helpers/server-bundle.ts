import { join } from 'node:path';
import { SERVER_ENTRY_POINTS } from '../../build-server.mjs';

/** The programs the tests run as processes of their own, each bundled once per run by the global setup. */
export const PROCESS_ENTRY_POINTS = {
  ...SERVER_ENTRY_POINTS,
  'backup-cli': 'src/features/backups/backup-cli.ts',
  'job-worker-process': 'test/helpers/job-worker-process.ts',
};

/**
 * The Node arguments that run one of them, from apps/server: its bundle when the global setup made one (as production
 * runs dist/server.mjs), or its source through tsx. A process started from the bundle is ready on about half the CPU
 * (decision 036), and a run starts about twenty of them.
 */
export function processArgs(program: keyof typeof PROCESS_ENTRY_POINTS): string[] {
  const bundle = process.env.AMPLIO_TEST_SERVER_BUNDLE;
  return bundle ? [join(bundle, `${program}.mjs`)] : ['--import', 'tsx', PROCESS_ENTRY_POINTS[program]];
}
