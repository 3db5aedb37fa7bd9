/** The time clock's entries as read from the device's database (a punch shows at once, offline). */
import { LIMITS } from '@haul/shared';
import { isVisible, type LocalRow, type OfflineDb } from '../db.ts';
import { useDeviceDb } from '../offline-context.tsx';
import { useLiveFor } from './use-live-for.ts';

/** An entry as the device holds it: `_pending` while its punch waits to sync. */
export type LocalTimeEntry = LocalRow<'timeEntries'>;

export interface EmployeeEntries {
  /** The open entry (clocked in, not out), if any. */
  active: LocalTimeEntry | null;
  /** The latest entries, newest clock-in first. */
  recent: LocalTimeEntry[];
}

/** One employee's open entry and latest entries (tombstones skipped); nothing without an employee. */
export async function employeeEntries(db: OfflineDb, employeeId: string): Promise<EmployeeEntries> {
  if (!employeeId) return { active: null, recent: [] };
  const all = (await db.synced('timeEntries').rowsIn([employeeId])).filter(isVisible);
  all.sort((a, b) => b.clockInTime.localeCompare(a.clockInTime));
  return { active: all.find((e) => e.clockOutTime === null) ?? null, recent: all.slice(0, LIMITS.recentTimeEntries) };
}

export function useEmployeeEntries(employeeId: string) {
  const db = useDeviceDb();
  return useLiveFor(() => employeeEntries(db, employeeId), [db, employeeId]);
}
