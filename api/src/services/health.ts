/** Whether the API can do its work: today, whether the database answers. */
import type { Sql } from '../db/client.ts';

export function healthService(sql: Sql) {
  return {
    /** True when the database answers a trivial query; false (never a throw) when it does not. */
    async databaseAnswers(): Promise<boolean> {
      try {
        await sql`select 1`;
        return true;
      } catch {
        return false;
      }
    },
  };
}
export type HealthService = ReturnType<typeof healthService>;
