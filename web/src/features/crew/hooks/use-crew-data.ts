/** What /crew shows, read live from the device's database, so the screen works offline. */
import { byArrivalWindow, byFullName } from '@haul/shared';
import { useLiveQuery } from 'dexie-react-hooks';
import { isVisible } from '../../../offline/db.ts';
import { useOffline } from '../../../offline/offline-context.tsx';

/** Every employee, active or not (the Team Members tab shows them all). */
export function useAllEmployees() {
  const { db } = useOffline();
  return useLiveQuery(async () => (await db.synced('employees').toArray()).filter(isVisible).sort(byFullName), [db]);
}

/** One day's schedule entries, earliest start first. */
export function useDaySchedules(date: string) {
  const { db } = useOffline();
  return useLiveQuery(
    async () =>
      (await db.synced('schedules').where('date').equals(date).toArray())
        .filter(isVisible)
        .sort((a, b) => a.startTime.localeCompare(b.startTime)),
    [db, date],
  );
}

/** One day's jobs that still need a crew (not cancelled), in arrival-window order. */
export function useDayJobs(date: string) {
  const { db } = useOffline();
  return useLiveQuery(
    async () =>
      (await db.synced('appointments').where('preferredDate').equals(date).toArray())
        .filter((a) => isVisible(a) && a.status !== 'cancelled')
        .sort(byArrivalWindow),
    [db, date],
  );
}
