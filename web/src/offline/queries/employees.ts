/**
 * The team as the staff screens read it from the device's database. Lists skip tombstoned rows
 * and are in full-name order (`byFullName`); the pickers leave out inactive employees, the
 * office's team list shows everyone. Names and single look-ups keep deleted employees, so a
 * photo or an account still shows who it was.
 */
import { byFullName, fullName } from '@haul/shared';
import { useLiveQuery } from 'dexie-react-hooks';
import { isVisible, type LocalRow, type OfflineDb } from '../db.ts';
import { useDeviceDb } from '../offline-context.tsx';

export type LocalEmployee = LocalRow<'employees'>;

/** Every employee, active or not (the office's Team Members tab). */
export async function allEmployees(db: OfflineDb): Promise<LocalEmployee[]> {
  return (await db.synced('employees').toArray()).filter(isVisible).sort(byFullName);
}

/** Employees who can work, clock in or train (inactive ones are left out of the pickers). */
export async function activeEmployees(db: OfflineDb): Promise<LocalEmployee[]> {
  return (await db.synced('employees').toArray())
    .filter((e) => isVisible(e) && e.status !== 'inactive')
    .sort(byFullName);
}

/** One employee as the device holds them (null when unknown or when there is no id). */
export async function employeeById(db: OfflineDb, id: string | null): Promise<LocalEmployee | null> {
  return id ? ((await db.synced('employees').get(id)) ?? null) : null;
}

/** Full names by employee id, for labelling who took a photo. */
export async function employeeNames(db: OfflineDb): Promise<Map<string, string>> {
  return new Map((await db.synced('employees').toArray()).map((e) => [e.id, fullName(e)]));
}

// Live versions for screens (undefined while the first read runs, unless a default is named).

export function useAllEmployees() {
  const db = useDeviceDb();
  return useLiveQuery(() => allEmployees(db), [db]);
}

export function useActiveEmployees() {
  const db = useDeviceDb();
  return useLiveQuery(() => activeEmployees(db), [db]);
}

export function useEmployee(id: string | null) {
  const db = useDeviceDb();
  const employee = useLiveQuery(() => employeeById(db, id), [db, id]);
  // While a new id is read, the hook still holds its last answer: after another person signs in
  // on a shared phone, that was the first person's name in the header. Only the asked one counts.
  return employee?.id === id ? employee : undefined;
}

/** Empty until read. */
export function useEmployeeNames(): Map<string, string> {
  const db = useDeviceDb();
  return useLiveQuery(() => employeeNames(db), [db]) ?? new Map();
}
