/**
 * Instants as staff read them, always in the company's zone (decision 0317): the office, the crew's
 * phones and the server's notices show one time for one moment, wherever the device is set. The
 * web shows a time only through `formatCompanyTime` (a Biome rule refuses a zone spelled in a
 * page, or a date formatted in the device's zone); a calendar date has `formatCalendarDate`.
 */
import { COMPANY } from '../company.ts';
import { dateTimeFormat } from './calendar-date.ts';

const STYLES = {
  /** "Jan 6, 8:05 AM": lists and notices within the season. */
  'day-time': { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' },
  /** "Jan 6, 2025, 8:05 AM": records kept for years (requests, photos, signatures). */
  'date-time': { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' },
  /** "Jan 6, 2025": the day something happened. */
  date: { month: 'short', day: 'numeric', year: 'numeric' },
  /** "Jan 6". */
  day: { month: 'short', day: 'numeric' },
  /** "8:05 AM": a time on a screen that already says which day. */
  time: { hour: 'numeric', minute: '2-digit' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;
export type CompanyTimeStyle = keyof typeof STYLES;

/**
 * An instant (a Date, or an ISO timestamp as the API sends it) as the company's crews read it;
 * an unreadable timestamp shows as nothing rather than breaking the screen.
 */
export function formatCompanyTime(
  instant: Date | string,
  style: CompanyTimeStyle = 'day-time',
  timeZone: string = COMPANY.timeZone,
): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  if (Number.isNaN(date.getTime())) return '';
  return dateTimeFormat({ ...STYLES[style], timeZone }).format(date);
}
