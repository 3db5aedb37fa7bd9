/**
 * Calendar dates ('YYYY-MM-DD') and the company's time zone. Every "which day is it" rule goes
 * through these helpers so it is computed in America/New_York, never in the server's or the
 * browser's zone. Calendar-date arithmetic is done in UTC, where days are always 24 hours.
 */
import { COMPANY } from '../company.ts';

export type CalendarDate = string;

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real day of the proleptic Gregorian calendar in 'YYYY-MM-DD' form (no Date built: it runs per request). */
export function isCalendarDate(value: string): boolean {
  const match = CALENDAR_DATE.exec(value);
  if (!match) return false;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/**
 * One formatter per set of options: building an Intl.DateTimeFormat costs ~100–150 µs, formatting
 * with one a few µs. The availability endpoint asks "which day is it" on every request, and a
 * phone's job list labels 5,000 jobs on its first pull (where a new formatter per label was half a
 * second of the first pull's time, decision 0286).
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
export function dateTimeFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify(options);
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', options);
    formatters.set(key, formatter);
  }
  return formatter;
}

function zoneFormatter(timeZone: string): Intl.DateTimeFormat {
  return dateTimeFormat({
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
}

/** Year … second of an instant as a wall clock in the zone shows it. */
export function partsInZone(instant: Date, timeZone: string) {
  const parts = zoneFormatter(timeZone).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
}

/** The calendar date an instant falls on in the given zone (the company's by default). */
export function calendarDateOf(instant: Date, timeZone: string = COMPANY.timeZone): CalendarDate {
  const { year, month, day } = partsInZone(instant, timeZone);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday. */
export function dayOfWeek(date: CalendarDate): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/** Milliseconds the zone is ahead of UTC at the given instant. */
function zoneOffsetMs(instant: Date, timeZone: string): number {
  const p = partsInZone(instant, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instant of midnight at the start of a calendar date in the zone (DST-safe). */
export function startOfDayInZone(date: CalendarDate, timeZone: string = COMPANY.timeZone): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const utcMidnight = Date.UTC(y, m - 1, d);
  let guess = utcMidnight - zoneOffsetMs(new Date(utcMidnight), timeZone);
  // A second pass settles the rare case where the offset changes between the guess and midnight.
  guess = utcMidnight - zoneOffsetMs(new Date(guess), timeZone);
  return new Date(guess);
}

/** The instant a wall clock in the zone shows `hour:minute` on a calendar date (DST-safe, like startOfDayInZone). */
export function instantInZone(date: CalendarDate, hour: number, minute = 0, timeZone: string = COMPANY.timeZone): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d, hour, minute);
  let guess = wall - zoneOffsetMs(new Date(wall), timeZone);
  guess = wall - zoneOffsetMs(new Date(guess), timeZone);
  return new Date(guess);
}

/** Long en-US form, e.g. "Monday, January 5, 2025", independent of the viewer's zone. */
export function formatLongDate(date: CalendarDate): string {
  return formatCalendarDate(date, LONG_DATE);
}

/** A date in a sentence, e.g. "November 27, 2026", independent of the viewer's zone. */
export function formatMonthDayYear(date: CalendarDate): string {
  return formatCalendarDate(date, { year: 'numeric', month: 'long', day: 'numeric' });
}

/** Short en-US form for lists and job labels, e.g. "Mon, Jan 5", independent of the viewer's zone. */
export function formatShortDate(date: CalendarDate): string {
  return formatCalendarDate(date, { weekday: 'short', month: 'short', day: 'numeric' });
}

const LONG_DATE: Intl.DateTimeFormatOptions = { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' };

/**
 * A calendar date in a format, read as the date itself (at UTC midnight), whatever the viewer's
 * zone: the one way a screen labels a day or a month ("Mon, 1/5", "November 2026").
 */
export function formatCalendarDate(date: CalendarDate, options: Omit<Intl.DateTimeFormatOptions, 'timeZone'>): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return dateTimeFormat({ ...options, timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, d)));
}
