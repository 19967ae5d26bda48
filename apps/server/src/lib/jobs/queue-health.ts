import type { PgBoss } from 'pg-boss';

/** A queued job still waiting this long past its start time counts as overdue on /healthz. */
export const OVERDUE_AFTER_SECONDS = 5 * 60;

export interface QueueHealth {
  reachable: boolean;
  /** Jobs that failed for good and are still retained. */
  failed: number;
  /** Queued jobs (new or retrying) more than OVERDUE_AFTER_SECONDS past their start time: workers are not keeping up. */
  overdue: number;
}

export async function readQueueHealth(boss: PgBoss, logger: { error(obj: object, msg?: string): void }): Promise<QueueHealth> {
  try {
    const { rows } = await boss.getDb().executeSql(
      `select count(*) filter (where state = 'failed')::int as failed,
              count(*) filter (where state in ('created', 'retry') and start_after < now() - make_interval(secs => $1))::int as overdue
         from pgboss.job`,
      [OVERDUE_AFTER_SECONDS],
    );
    return { reachable: true, failed: Number(rows[0]?.failed ?? 0), overdue: Number(rows[0]?.overdue ?? 0) };
  } catch (err) {
    logger.error({ err }, 'job queue health check failed');
    return { reachable: false, failed: 0, overdue: 0 };
  }
}
