/**
 * Trucks, facilities and loads as the phone holds them (decision 0200), so a load can be recorded at
 * the facility with no signal: today's truck, the office's facilities, today's own jobs with their
 * truck share (the estimate's, or half a truck when there is none yet) and today's own loads.
 */
import { addDays, calendarDateOf, type Facility, type Load, startOfDayInZone, type Truck } from '@haul/shared';
import { isVisible, type OfflineDb, serverCopy } from '../db.ts';
import { useDeviceDb } from '../offline-context.tsx';
import { myJobs } from './jobs.ts';
import { estimateForJob } from './pricing.ts';
import { useLiveFor } from './use-live-for.ts';

/** A job's truck share when it has no estimate yet: half a truck. */
export const DEFAULT_SHARE_EIGHTHS = 4;

/** The truck the office put this crew member on today, or null. */
export async function todayTruck(db: OfflineDb, employeeId: string | null, today: string): Promise<Truck | null> {
  if (!employeeId) return null;
  const day = (await db.synced('truckDays').where('employeeId').equals(employeeId).toArray()).find(
    (d) => isVisible(d) && d.date === today,
  );
  const truck = day ? await db.synced('trucks').get(day.truckId) : undefined;
  return truck && isVisible(truck) ? serverCopy(truck) : null;
}

/** The office's facilities, by kind then name. */
export async function facilities(db: OfflineDb): Promise<Facility[]> {
  return (await db.synced('facilities').toArray())
    .filter(isVisible)
    .map(serverCopy)
    .sort((a, b) => a.kind.localeCompare(b.kind) || a.name.localeCompare(b.name));
}

/** Loads this crew member recorded on the company day `today`, newest first, with whether each is still waiting to send. */
export async function myLoadsOn(
  db: OfflineDb,
  employeeId: string,
  today: string,
): Promise<(Load & { waiting: boolean })[]> {
  const from = startOfDayInZone(today).toISOString();
  const to = startOfDayInZone(addDays(today, 1)).toISOString();
  return (await db.synced('loads').where('employeeId').equals(employeeId).toArray())
    .filter((l) => isVisible(l) && l.dumpedAt >= from && l.dumpedAt < to)
    .map((l) => ({ ...serverCopy(l), waiting: l._pending === 1 }))
    .sort((a, b) => b.dumpedAt.localeCompare(a.dumpedAt));
}

/** Everything the load screen needs in one read. */
export async function loadScreen(db: OfflineDb, employeeId: string | null, today: string) {
  const jobs = (await myJobs(db, employeeId, today)).today;
  const withShares = [];
  for (const job of jobs) {
    const estimate = await estimateForJob(db, job.id);
    withShares.push({
      job: serverCopy<'appointments'>(job),
      shareEighths: estimate?.selection.shareEighths || DEFAULT_SHARE_EIGHTHS,
    });
  }
  return {
    truck: await todayTruck(db, employeeId, today),
    facilities: await facilities(db),
    jobs: withShares,
    loads: employeeId ? await myLoadsOn(db, employeeId, today) : [],
  };
}

export function useLoadScreen(employeeId: string | null, now = new Date()) {
  const db = useDeviceDb();
  const today = calendarDateOf(now);
  return useLiveFor(() => loadScreen(db, employeeId, today), [db, employeeId, today]);
}

export function useTodayTruck(employeeId: string | null, now = new Date()) {
  const db = useDeviceDb();
  const today = calendarDateOf(now);
  return useLiveFor(() => todayTruck(db, employeeId, today), [db, employeeId, today]);
}
