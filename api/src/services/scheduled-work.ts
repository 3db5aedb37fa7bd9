/**
 * Work every API instance schedules but only one runs (decision 0240): each instance ticks at the
 * job's interval (first at start), and a tick runs the job only if it wins the claim in
 * `scheduled_runs`. The claim wants 90 % of the interval since the last run, so timer drift
 * never skips a turn, and two instances never both run in one interval. If the instance that
 * usually wins stops, another's next tick wins.
 */
import type { ScheduledRunsRepository } from '../db/repositories/scheduled-runs.ts';

/** Share of the interval that must have passed since any instance last ran the job. */
const CLAIM_GAP = 0.9;

export interface ScheduledJob {
  /** The job's name in `scheduled_runs`. */
  name: string;
  everyMs: number;
  run(): Promise<unknown>;
}

export interface ScheduledWorkLog {
  /** A run this instance won and finished (one line per run in the log: how runs are counted). */
  ran(job: string, ms: number): void;
  /** A failed claim or run; tried again at the next tick. */
  failed(job: string, error: unknown): void;
}

/** Starts the job's ticks; returns a stop function. */
export function scheduleOnce(
  claims: Pick<ScheduledRunsRepository, 'claim'>,
  job: ScheduledJob,
  log: ScheduledWorkLog,
): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      if (await claims.claim(job.name, job.everyMs * CLAIM_GAP)) {
        const started = performance.now();
        await job.run();
        log.ran(job.name, Math.round(performance.now() - started));
      }
    } catch (error) {
      log.failed(job.name, error);
    } finally {
      running = false;
    }
  };
  void tick();
  const timer = setInterval(() => void tick(), job.everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
