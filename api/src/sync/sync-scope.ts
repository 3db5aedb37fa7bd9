/**
 * What a device holds, per role: the windows of the pull's scope (decision 0215, docs/sync.md
 * "Scope"). Crews get the days around today (`crewWindowAround`) and their own rows; admins keep
 * `SYNC_LIMITS.adminHistoryDays` of history plus unresolved work. How rows enter and leave the
 * scope, as SQL over each table, is db/repositories/sync-scope.ts.
 */
import {
  addDays,
  type CalendarDate,
  calendarDateOf,
  crewWindowAround,
  SYNC_LIMITS,
  startOfDayInZone,
  type User,
} from '@haul/shared';
import type { PullScope } from '../db/repositories/sync-scope.ts';

export type { PullScope };

/** The scope's day: the company's calendar day at `now`. */
export const scopeDayOf = (now: Date): CalendarDate => calendarDateOf(now);

export function scopeFor(
  user: User,
  day: CalendarDate,
  adminHistoryDays: number = SYNC_LIMITS.adminHistoryDays,
): PullScope {
  if (user.role === 'admin') {
    const from = addDays(day, -adminHistoryDays);
    return {
      admin: true,
      day,
      appointmentWindow: { from, to: null },
      since: startOfDayInZone(from),
      ownEmployeeId: null,
    };
  }
  return {
    admin: false,
    day,
    appointmentWindow: crewWindowAround(day),
    since: startOfDayInZone(addDays(day, -SYNC_LIMITS.crewTimeEntryDays)),
    // A crew account without an employee (should not exist) matches no entries at all.
    ownEmployeeId: user.employeeId ?? '00000000-0000-0000-0000-000000000000',
  };
}
