/** Schedule entries as the office's crew screen reads them from the device's database. */
import { isVisible, type LocalRow, type OfflineDb } from '../db.ts';
import { useDeviceDb } from '../offline-context.tsx';
import { useLiveFor } from './use-live-for.ts';

export type LocalSchedule = LocalRow<'schedules'>;

/** One day's schedule entries (tombstones skipped), earliest start first. */
export async function daySchedules(db: OfflineDb, date: string): Promise<LocalSchedule[]> {
  return (await db.synced('schedules').where('date').equals(date).toArray())
    .filter(isVisible)
    .sort((a, b) => a.startTime.localeCompare(b.startTime));
}

export function useDaySchedules(date: string) {
  const db = useDeviceDb();
  return useLiveFor(() => daySchedules(db, date), [db, date]);
}
