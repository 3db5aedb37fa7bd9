/**
 * Availability per date, cached in memory and kept fresh across API instances
 * (decisions 0024, 0025). Every write to appointments — a booking, a staff status change, a
 * sync mutation — runs in `writeVersioned` and raises the one `sync_version` counter, whichever
 * instance made it. A cached answer is labelled with a freshness key taken *before* it was
 * computed, and served only while the key is unchanged:
 *
 * - on a PostgreSQL server the key is the change-notice token (db/change-notices.ts): every raise
 *   of the counter is announced at commit, so no request waits for the database;
 * - otherwise (embedded PGlite, or while the notice connection is re-made) the key is the counter
 *   itself, read once per request. Under load requests share that read: a request waits for the
 *   next read that *starts after it arrived* (never one already on the wire, which could predate
 *   a booking the visitor just made on another instance), so one query is in flight at a time.
 *
 * An answer is also never older than MAX_AGE_MS, a bound for a notice lost on a connection that
 * died without saying so.
 */
import type { CalendarDate } from '@haul/shared';
import type { ChangeNotices } from '../db/change-notices.ts';

/** Enough for every bookable date several times over; a full map is simply emptied. */
const MAX_DATES = 1_000;
/** The oldest answer served, whatever the freshness key says. */
export const MAX_AGE_MS = 1_000;

/** One read in flight at a time; callers join the next read that starts after they arrived. */
export function sharedFreshRead<T>(read: () => Promise<T>): () => Promise<T> {
  let inFlight: Promise<T> | null = null;
  let next: Promise<T> | null = null;
  const current = (): Promise<T> => {
    if (!inFlight) {
      inFlight = read().finally(() => {
        inFlight = null;
      });
      return inFlight;
    }
    next ??= inFlight
      .catch(() => undefined)
      .then(() => {
        next = null;
        return current();
      });
    return next;
  };
  return current;
}

/** The label of "everything committed so far": the notice token while listening, else the version. */
export function freshnessKey(notices: ChangeNotices | null, readVersion: () => Promise<number>) {
  const version = sharedFreshRead(readVersion);
  return async (): Promise<string> => {
    const token = notices?.token() ?? null;
    return token === null ? `version ${await version()}` : `notice ${token}`;
  };
}

export function availabilityCache<T>(
  freshness: () => Promise<string>,
  compute: (date: CalendarDate) => Promise<T>,
  now: () => number = performance.now.bind(performance),
) {
  const entries = new Map<CalendarDate, { key: string; at: number; value: T }>();
  return {
    async get(date: CalendarDate): Promise<T> {
      const key = await freshness();
      const cached = entries.get(date);
      const at = now();
      if (cached && cached.key === key && at - cached.at < MAX_AGE_MS) return cached.value;
      // Computed after taking `key`: it can only be newer than its label, never older.
      const value = await compute(date);
      if (entries.size >= MAX_DATES) entries.clear();
      entries.set(date, { key, at, value });
      return value;
    },
    /** This instance just changed the date (a booking): its next read recomputes at once. */
    forget(date: CalendarDate) {
      entries.delete(date);
    },
  };
}
