/** The signed-in crew member's assigned jobs for today and tomorrow, from the device's database. */
import { addDays, byArrivalWindow, calendarDateOf } from '@haul/shared';
import { useLiveQuery } from 'dexie-react-hooks';
import { isVisible } from '../../../offline/db.ts';
import { useOffline } from '../../../offline/offline-context.tsx';

export function useMyJobs(employeeId: string | null, now = new Date()) {
  const { db } = useOffline();
  const today = calendarDateOf(now);
  const tomorrow = addDays(today, 1);
  return useLiveQuery(async () => {
    if (!employeeId) return { today: [], tomorrow: [] };
    const rows = (await db.synced('appointments').where('preferredDate').anyOf([today, tomorrow]).toArray()).filter(
      (a) => isVisible(a) && a.status !== 'cancelled' && a.assignedEmployeeIds.includes(employeeId),
    );
    rows.sort(byArrivalWindow);
    return {
      today: rows.filter((a) => a.preferredDate === today),
      tomorrow: rows.filter((a) => a.preferredDate === tomorrow),
    };
  }, [db, employeeId, today, tomorrow]);
}
