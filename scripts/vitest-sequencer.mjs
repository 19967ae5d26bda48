import { BaseSequencer } from 'vitest/node';

/**
 * Server files that spend most of their time waiting (on a job's heartbeat to lapse, a killed process, a database
 * that comes back), not computing. Started first, their waiting overlaps the other workers' work; left to Vitest's
 * order on a fresh clone (larger files first, since there is no timing cache yet), the small takeover file ran last
 * and alone for the last 24 s of the PostgreSQL pass (decision 036). One at the head only: several waiting at once
 * leave the cores idle.
 */
const START_FIRST = ['apps/server/test/platform/job-takeover.test.ts'];

export class WaitingFilesFirstSequencer extends BaseSequencer {
  async sort(files) {
    const rank = (spec) => {
      const index = START_FIRST.findIndex((file) => spec.moduleId.endsWith(file));
      return index === -1 ? START_FIRST.length : index;
    };
    // Array sort is stable: every other file keeps Vitest's order.
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}
