import type { Sql } from '../client.ts';

export interface WindowState {
  hits: number;
  windowStartedAt: Date;
}

/** Fixed-window counters per (bucket, key), shared by every API instance on the database. */
export function rateLimitsRepository(sql: Sql) {
  return {
    /**
     * Counts one hit and returns the window after it, in one statement: concurrent hits on the
     * same key queue on the row, so 30 parallel requests are counted 1..30, never 30 × 1.
     */
    async hit(bucket: string, key: string, now: Date, windowMs: number): Promise<WindowState> {
      const expiredBefore = new Date(now.getTime() - windowMs);
      const [row] = await sql<{ hits: number; window_started_at: Date }[]>`
        insert into rate_limit_windows as w (bucket, key, window_started_at, hits)
        values (${bucket}, ${key}, ${now}, 1)
        on conflict (bucket, key) do update set
          hits = case when w.window_started_at <= ${expiredBefore} then 1 else w.hits + 1 end,
          window_started_at = case when w.window_started_at <= ${expiredBefore} then ${now} else w.window_started_at end
        returning hits, window_started_at`;
      if (!row) throw new Error('rate limit upsert returned no row');
      return { hits: row.hits, windowStartedAt: row.window_started_at };
    },

    async current(bucket: string, key: string, now: Date, windowMs: number): Promise<WindowState | null> {
      const [row] = await sql<{ hits: number; window_started_at: Date }[]>`
        select hits, window_started_at from rate_limit_windows
        where bucket = ${bucket} and key = ${key} and window_started_at > ${new Date(now.getTime() - windowMs)}`;
      return row ? { hits: row.hits, windowStartedAt: row.window_started_at } : null;
    },

    async release(bucket: string, key: string): Promise<void> {
      await sql`update rate_limit_windows set hits = greatest(hits - 1, 0) where bucket = ${bucket} and key = ${key}`;
    },

    async reset(bucket: string, key: string): Promise<void> {
      await sql`delete from rate_limit_windows where bucket = ${bucket} and key = ${key}`;
    },

    /** Forgets windows that started before `before` (longer ago than the longest window). */
    async purgeStartedBefore(before: Date): Promise<number> {
      const rows = await sql`delete from rate_limit_windows where window_started_at < ${before}`;
      return rows.count;
    },
  };
}
export type RateLimitsRepository = ReturnType<typeof rateLimitsRepository>;
