/**
 * The claim on a scheduled job's next run (decision 0240): one row per job, moved forward by the
 * one instance whose turn it is. The database's clock judges the interval, so instances whose
 * clocks disagree still take turns.
 */
import type { Sql } from '../client.ts';

export function scheduledRunsRepository(sql: Sql) {
  return {
    /**
     * True when this caller may run `job` now: no run started within the last `minGapMs`.
     * Atomic: of two instances asking at once, one gets true.
     */
    async claim(job: string, minGapMs: number): Promise<boolean> {
      const rows = await sql`
        insert into scheduled_runs as r (job, started_at) values (${job}, clock_timestamp())
        on conflict (job) do update set started_at = excluded.started_at, runs = r.runs + 1
        where r.started_at <= clock_timestamp() - make_interval(secs => ${minGapMs / 1000})
        returning r.runs`;
      return rows.length === 1;
    },

    async runs(job: string): Promise<number> {
      const [row] = await sql<{ runs: string }[]>`select runs::text from scheduled_runs where job = ${job}`;
      return Number(row?.runs ?? 0);
    },
  };
}
export type ScheduledRunsRepository = ReturnType<typeof scheduledRunsRepository>;
