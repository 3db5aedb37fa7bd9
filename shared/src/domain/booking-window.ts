/** Which calendar dates a visitor may book, and the arrival windows offered on them. */
import { ARRIVAL_WINDOWS, LIMITS } from '../company.ts';
import { addDays, type CalendarDate, calendarDateOf, dayOfWeek, isCalendarDate } from './calendar-date.ts';

const SUNDAY = 0;

/** The next `LIMITS.bookingWindowDays` days starting tomorrow (company zone), Sundays excluded. */
export function bookableDates(now: Date): CalendarDate[] {
  const today = calendarDateOf(now);
  const dates: CalendarDate[] = [];
  for (let offset = 1; offset <= LIMITS.bookingWindowDays; offset++) {
    const date = addDays(today, offset);
    if (dayOfWeek(date) !== SUNDAY) dates.push(date);
  }
  return dates;
}

export type BookableDateCheck = { ok: true } | { ok: false; reason: string };

/**
 * Whether a visitor may book `date` when the company's calendar says `today` (the API caches
 * today: see api/src/services/booking.ts), and if not, why.
 */
export function checkBookableDateOn(date: string, today: CalendarDate): BookableDateCheck {
  if (!isCalendarDate(date)) return { ok: false, reason: 'Date must be a valid date in YYYY-MM-DD form.' };
  if (date <= today) return { ok: false, reason: 'Please choose a date starting tomorrow.' };
  if (date > addDays(today, LIMITS.bookingWindowDays)) {
    return { ok: false, reason: `Bookings open up to ${LIMITS.bookingWindowDays} days ahead.` };
  }
  if (dayOfWeek(date) === SUNDAY) return { ok: false, reason: 'We do not book appointments on Sundays.' };
  return { ok: true };
}

function to12Hour(time: string): string {
  const [h, m] = time.split(':').map(Number) as [number, number];
  const suffix = h >= 12 ? 'PM' : 'AM';
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}:${String(m).padStart(2, '0')} ${suffix}`;
}

/** "8:00 AM - 10:00 AM" … "4:00 PM - 6:00 PM". */
export const ARRIVAL_WINDOW_LABELS: readonly string[] = ARRIVAL_WINDOWS.map(
  (w) => `${to12Hour(w.start)} - ${to12Hour(w.end)}`,
);

export function isArrivalWindowLabel(label: string): boolean {
  return ARRIVAL_WINDOW_LABELS.includes(label);
}

export { to12Hour };
