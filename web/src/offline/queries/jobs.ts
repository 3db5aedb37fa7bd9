/**
 * Jobs (appointments) as the staff screens read them from the device's database, so every one
 * works offline. Tombstoned rows (deleted by a pending change) are never shown; a day's jobs are
 * in arrival-window order (`byArrivalWindow`, "8:00 AM" before "2:00 PM"), jobs across days in
 * work order (`byWorkOrder`).
 */
import { type Appointment, addDays, byArrivalWindow, byWorkOrder, calendarDateOf } from '@haul/shared';
import { isVisible, type LocalRow, type OfflineDb, serverCopy } from '../db.ts';
import { useDeviceDb } from '../offline-context.tsx';
import { useLiveFor } from './use-live-for.ts';

export type LocalJob = LocalRow<'appointments'>;

/** Today: the crew member's own jobs for `today` and the day after, not cancelled, in window order. */
export async function myJobs(
  db: OfflineDb,
  employeeId: string | null,
  today: string,
): Promise<{ today: LocalJob[]; tomorrow: LocalJob[] }> {
  if (!employeeId) return { today: [], tomorrow: [] };
  const tomorrow = addDays(today, 1);
  const rows = (await db.synced('appointments').rowsIn([today, tomorrow])).filter(
    (a) => isVisible(a) && a.status !== 'cancelled' && a.assignedEmployeeIds.includes(employeeId),
  );
  rows.sort(byArrivalWindow);
  return {
    today: rows.filter((a) => a.preferredDate === today),
    tomorrow: rows.filter((a) => a.preferredDate === tomorrow),
  };
}

/** The office's day (/crew): every job on `date` that still needs a crew (not cancelled), in window order. */
export async function dayJobs(db: OfflineDb, date: string): Promise<LocalJob[]> {
  return (await db.synced('appointments').rowsIn([date]))
    .filter((a) => isVisible(a) && a.status !== 'cancelled')
    .sort(byArrivalWindow);
}

/** Jobs a punch can name: not cancelled or completed, by date (the clock puts the roster first itself). */
export async function clockableJobs(db: OfflineDb): Promise<LocalJob[]> {
  return (await db.synced('appointments').toArray()).filter(
    (a) => isVisible(a) && a.status !== 'cancelled' && a.status !== 'completed',
  );
}

/**
 * The job-photos grid: a crew member's own jobs (an admin's: every job), from
 * today on in work order (today first, each day in arrival-window order), then past days,
 * most recent first.
 */
export async function photoJobs(db: OfflineDb, crewEmployeeId: string | null, today: string): Promise<Appointment[]> {
  const rows = (await db.synced('appointments').toArray())
    .filter(isVisible)
    .filter((a) => crewEmployeeId === null || a.assignedEmployeeIds.includes(crewEmployeeId))
    .map(serverCopy);
  const upcoming = rows.filter((a) => a.preferredDate >= today).sort(byWorkOrder);
  const past = rows
    .filter((a) => a.preferredDate < today)
    .sort((a, b) => b.preferredDate.localeCompare(a.preferredDate) || byArrivalWindow(a, b));
  return [...upcoming, ...past];
}

/** One job, or null when it is not (or no longer) on the device. */
export async function jobById(db: OfflineDb, id: string): Promise<Appointment | null> {
  const row = await db.synced('appointments').get(id);
  return row && isVisible(row) ? serverCopy(row) : null;
}

// Live versions of the queries above for screens (undefined while the first read runs).

/** Today's and tomorrow's own jobs; "today" is the company's calendar day (America/New_York). */
export function useMyJobs(employeeId: string | null, now = new Date()) {
  const db = useDeviceDb();
  const today = calendarDateOf(now);
  return useLiveFor(() => myJobs(db, employeeId, today), [db, employeeId, today]);
}

export function useDayJobs(date: string) {
  const db = useDeviceDb();
  return useLiveFor(() => dayJobs(db, date), [db, date]);
}

export function useClockableJobs(): LocalJob[] {
  const db = useDeviceDb();
  return useLiveFor(() => clockableJobs(db), [db]) ?? [];
}

/** Photos' jobs: `crewEmployeeId` narrows to a crew member's own (null: every job, for admins). */
export function usePhotoJobs(crewEmployeeId: string | null, now = new Date()) {
  const db = useDeviceDb();
  const today = calendarDateOf(now);
  return useLiveFor(() => photoJobs(db, crewEmployeeId, today), [db, crewEmployeeId, today]);
}

export function useJob(id: string) {
  const db = useDeviceDb();
  return useLiveFor(() => jobById(db, id), [db, id]);
}
