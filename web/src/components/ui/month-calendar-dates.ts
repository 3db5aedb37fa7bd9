/** Calendar-date arithmetic for the month grid: 'YYYY-MM' months and 'YYYY-MM-DD' days, zone-free. */
import { type CalendarDate, dayOfWeek, formatCalendarDate } from '@haul/shared';

/** 'YYYY-MM'. */
export type CalendarMonth = string;

export const monthOf = (date: CalendarDate): CalendarMonth => date.slice(0, 7);

const daysInMonth = (month: CalendarMonth): number => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
};

/** The same day of another month, kept inside that month (Jan 31 + 1 month → Feb 28). */
export function shiftMonth(date: CalendarDate, delta: number): CalendarDate {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + delta, 1));
  const month = first.toISOString().slice(0, 7);
  return `${month}-${String(Math.min(d, daysInMonth(month))).padStart(2, '0')}`;
}

export const clampDate = (date: CalendarDate, min: CalendarDate, max: CalendarDate): CalendarDate =>
  date < min ? min : date > max ? max : date;

/** Weeks (Sunday first) of the month; null pads the days before the 1st and after the last. */
export function monthGrid(month: CalendarMonth): (CalendarDate | null)[][] {
  const days = Array.from({ length: daysInMonth(month) }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`);
  const cells: (CalendarDate | null)[] = [...Array(dayOfWeek(`${month}-01`)).fill(null), ...days];
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

export function calendarMonthLabel(month: CalendarMonth): string {
  return formatCalendarDate(`${month}-01`, { month: 'long', year: 'numeric' });
}
