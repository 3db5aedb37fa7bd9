/** What the time clock shows, read live from the device's database (works offline). */
import { type Appointment, byArrivalWindow, byFullName, calendarDateOf, LIMITS } from '@haul/shared';
import { useLiveQuery } from 'dexie-react-hooks';
import { isVisible } from '../../../offline/db.ts';
import { useOffline } from '../../../offline/offline-context.tsx';

export function useEmployees() {
  const { db } = useOffline();
  return (
    useLiveQuery(async () => {
      const rows = (await db.synced('employees').toArray()).filter((e) => isVisible(e) && e.status !== 'inactive');
      return rows.sort((a, b) => byFullName(a, b));
    }, [db]) ?? []
  );
}

/** Jobs a crew can clock in to: not cancelled or completed, soonest first. */
export function useJobs() {
  const { db } = useOffline();
  return (
    useLiveQuery(async () => {
      const rows = (await db.synced('appointments').orderBy('preferredDate').toArray()).filter(
        (a) => isVisible(a) && a.status !== 'cancelled' && a.status !== 'completed',
      );
      return rows;
    }, [db]) ?? []
  );
}

/** Whether a punch on this job is on the roster: assigned to the employee, and scheduled for today. */
export function isOnRoster(job: Appointment, employeeId: string, now = new Date()): boolean {
  return job.assignedEmployeeIds.includes(employeeId) && job.preferredDate === calendarDateOf(now);
}

/** The employee's assigned jobs for today first (in arrival-window order), then every other job. */
export function rosterFirst(jobs: Appointment[], employeeId: string, now = new Date()) {
  const mine = jobs.filter((j) => isOnRoster(j, employeeId, now)).sort(byArrivalWindow);
  return { mine, others: jobs.filter((j) => !mine.includes(j)) };
}

export function useEntries(employeeId: string) {
  const { db } = useOffline();
  return useLiveQuery(async () => {
    if (!employeeId) return { active: null, recent: [] };
    const all = (await db.synced('timeEntries').where('employeeId').equals(employeeId).toArray()).filter(isVisible);
    all.sort((a, b) => b.clockInTime.localeCompare(a.clockInTime));
    return { active: all.find((e) => e.clockOutTime === null) ?? null, recent: all.slice(0, LIMITS.recentTimeEntries) };
  }, [db, employeeId]);
}
