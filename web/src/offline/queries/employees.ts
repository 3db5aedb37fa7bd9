/**
 * The team as the staff screens read it from the device's database. Lists skip tombstoned rows
 * and are in full-name order (`byFullName`); the pickers leave out inactive employees, the
 * office's team list shows everyone. Names and single look-ups keep deleted employees, so a
 * photo or an account still shows who it was.
 */
import { byFullName, fullName } from '@haul/shared';
import { isVisible, type LocalRow, type OfflineDb } from '../db.ts';
import { useDeviceDb } from '../offline-context.tsx';
import { useLiveFor } from './use-live-for.ts';

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
  return useLiveFor(() => allEmployees(db), [db]);
}

export function useActiveEmployees() {
  const db = useDeviceDb();
  return useLiveFor(() => activeEmployees(db), [db]);
}

export function useEmployee(id: string | null) {
  const db = useDeviceDb();
  // Not the last answer while a new id is read: after another person signed in on a shared
  // phone, that was the first person's name in the header (use-live-for.ts).
  return useLiveFor(() => employeeById(db, id), [db, id]);
}

/** Empty until read. */
export function useEmployeeNames(): Map<string, string> {
  const db = useDeviceDb();
  return useLiveFor(() => employeeNames(db), [db]) ?? new Map();
}
