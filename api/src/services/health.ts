/** Whether the API can do its work: whether the database answers, and the change-notice connection. */
import type { ChangeNotices } from '../db/change-notices.ts';
import type { Sql } from '../db/client.ts';
import { pingDatabase } from '../db/repositories/health.ts';

export interface HealthReport {
  /** `ok` when the database answers; `degraded` when it does not (the API cannot work). */
  status: 'ok' | 'degraded';
  database: 'ok' | 'unreachable';
  /**
   * The LISTEN connection of a PostgreSQL server (docs/decisions/0025). `reconnecting` is reported
   * but does not degrade: caches then read the change version themselves (slower, still correct).
   * `not-used` on embedded PGlite (one process, nothing to hear).
   */
  changeNotices: 'listening' | 'reconnecting' | 'not-used';
}

export function healthService(sql: Sql, changeNotices: ChangeNotices | null = null) {
  return {
    /** True when the database answers a trivial query; false (never a throw) when it does not. */
    async databaseAnswers(): Promise<boolean> {
      try {
        await pingDatabase(sql);
        return true;
      } catch {
        return false;
      }
    },
    async report(): Promise<HealthReport> {
      const database = (await this.databaseAnswers()) ? 'ok' : 'unreachable';
      return {
        status: database === 'ok' ? 'ok' : 'degraded',
        database,
        changeNotices: !changeNotices ? 'not-used' : changeNotices.token() === null ? 'reconnecting' : 'listening',
      };
    },
  };
}
export type HealthService = ReturnType<typeof healthService>;
