import type { JobQueue } from '../../lib/jobs/job-queue';

/** The campaigns feature's queues. Each handler re-reads the campaign under its row lock, so an early or repeated run does nothing. */
export const CAMPAIGN_JOBS = {
  /** Enqueued when a campaign becomes upcoming, to start at 00:00 IST on its start date. */
  start: 'campaigns.start',
  /** Enqueued when a campaign is published (and when its end date moves), to run at the IST midnight after its end date. */
  end: 'campaigns.end',
  /** Every 10 minutes: starts or ends any campaign whose job was lost. */
  sweep: 'campaigns.sweep',
  /** Enqueued when a campaign leaves upcoming or active: a paid campaign waiting for a slot of the plan may start. */
  startHeld: 'campaigns.start-held',
} as const;

export async function registerCampaignJobs(
  jobs: JobQueue,
  campaigns: {
    runSchedule(input: { campaignId: string }): Promise<void>;
    sweepDue(): Promise<number>;
    startHeld(input: { userId: string }): Promise<void>;
  },
) {
  const handler = async (job: { data: { campaignId: string } }) => campaigns.runSchedule({ campaignId: String(job.data.campaignId) });
  await jobs.work(CAMPAIGN_JOBS.start, handler);
  await jobs.work(CAMPAIGN_JOBS.end, handler);
  await jobs.work<{ userId: string }>(CAMPAIGN_JOBS.startHeld, async (job) => campaigns.startHeld({ userId: String(job.data.userId) }));
  await jobs.work(CAMPAIGN_JOBS.sweep, async () => void (await campaigns.sweepDue()));
  await jobs.schedule({ name: CAMPAIGN_JOBS.sweep, cron: '*/10 * * * *' });
}
