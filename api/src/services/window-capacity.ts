/**
 * How many bookings an arrival window takes, and whether it takes one more: the rules the
 * appointments repository applies under its lock (it counts and stores; these decide).
 */
import { type CalendarDate, closedDayOn, crewsFor } from '@haul/shared';
import type { Admission, CapacityOverride, DateCalendar } from '../db/repositories/appointments.ts';

/** How many bookings `slot` takes on a date with this calendar: none on a closed day. */
export function windowCapacity(date: CalendarDate, slot: string, calendar: DateCalendar, defaultCrews: number): number {
  if (closedDayOn(date, calendar.closedDays)) return 0;
  return crewsFor(slot, { defaultCrews, weekday: calendar.weekday, date: calendar.date });
}

/**
 * One more booking in a window that holds `booked` of `capacity`: yes while it has room; past
 * capacity only with an admin's reason, recorded with the counts it overrode (decision 0141).
 */
export function admission(booked: number, capacity: number, override?: CapacityOverride): Admission {
  if (booked < capacity) return { admitted: true, override: null };
  if (!override) return { admitted: false };
  return { admitted: true, override: { ...override, bookedBefore: booked, capacity } };
}
