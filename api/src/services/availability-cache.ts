/**
 * Availability per date, cached in memory and kept exact across API instances (issue 15,
 * docs/decisions/0024). Every write to appointments — a booking, a staff status change, a sync
 * mutation — runs in `writeVersioned` and raises the one `sync_version` counter, whichever
 * instance made it. A cached answer is labelled with the version read *before* it was computed,
 * and served only while the counter still holds that value.
 *
 * Reading the counter is one primary-key select; under load, requests share it: a request waits
 * for the next read that *starts after it arrived* (never one already on the wire, which could
 * predate a booking the visitor just made on another instance), so however many requests are
 * waiting, one query is in flight at a time.
 */
import type { CalendarDate } from '@haul/shared';

/** Enough for every bookable date several times over; a full map is simply emptied. */
const MAX_DATES = 1_000;

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

export function availabilityCache<T>(readVersion: () => Promise<number>, compute: (date: CalendarDate) => Promise<T>) {
  const entries = new Map<CalendarDate, { version: number; value: T }>();
  const version = sharedFreshRead(readVersion);
  return {
    async get(date: CalendarDate): Promise<T> {
      const now = await version();
      const cached = entries.get(date);
      if (cached && cached.version === now) return cached.value;
      // Computed after reading `now`: it can only be newer than its label, never older.
      const value = await compute(date);
      if (entries.size >= MAX_DATES) entries.clear();
      entries.set(date, { version: now, value });
      return value;
    },
  };
}
