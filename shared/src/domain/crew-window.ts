/**
 * The days of jobs a crew member works with: on the phone (the sync pull's scope) and in the
 * crew's REST list alike. A week back covers photos and notes of a finished job; two weeks ahead
 * covers the schedule as the office plans it (decision 0098).
 */
import { addDays, type CalendarDate } from './calendar-date.ts';

export const CREW_WINDOW = { daysBack: 7, daysAhead: 14 } as const;

/** The first and last calendar day (inclusive) of the crew's window around `today`. */
export function crewWindowAround(today: CalendarDate): { from: CalendarDate; to: CalendarDate } {
  return { from: addDays(today, -CREW_WINDOW.daysBack), to: addDays(today, CREW_WINDOW.daysAhead) };
}
