/**
 * Payroll weeks and hours, in company time (America/New_York). A week starts on Monday at company
 * midnight; a day is the span from one company midnight to the next, so the spring-forward day
 * has 23 hours and the fall-back day 25. An entry that crosses midnight counts on each day for the
 * part worked on it; an open entry counts up to "now" and is marked running.
 */
import { COMPANY } from '../company.ts';
import {
  addDays,
  type CalendarDate,
  calendarDateOf,
  dayOfWeek,
  partsInZone,
  startOfDayInZone,
} from './calendar-date.ts';

/** Hours in a payroll week past which time is overtime (FLSA). */
export const OVERTIME_WEEKLY_HOURS = 40;
/** An entry still open this long goes to the review queue (a forgotten clock-out). */
export const OPEN_ENTRY_REVIEW_HOURS = 14;

const MS_PER_HOUR = 3_600_000;
// biome-ignore lint/plugin/no-float-money: hours to the hundredth, not money
const round2 = (hours: number) => Math.round(hours * 100) / 100;

/** The Monday on or before a calendar date. */
export function weekStartOf(date: CalendarDate): CalendarDate {
  return addDays(date, -((dayOfWeek(date) + 6) % 7));
}

/** The Monday of the week an instant falls in, in company time. */
export function weekStartAt(instant: Date, timeZone: string = COMPANY.timeZone): CalendarDate {
  return weekStartOf(calendarDateOf(instant, timeZone));
}

/** Monday … Sunday of the week starting on `weekStart`. */
export function weekDates(weekStart: CalendarDate): CalendarDate[] {
  return Array.from({ length: 7 }, (_, i) => addDays(weekStart, i));
}

/** [start, end) of a company day as instants; 23, 24 or 25 hours long. */
export function companyDayBounds(date: CalendarDate, timeZone: string = COMPANY.timeZone): { start: Date; end: Date } {
  return { start: startOfDayInZone(date, timeZone), end: startOfDayInZone(addDays(date, 1), timeZone) };
}

/** A span of work: clock-in to clock-out, or to now while the entry is open (`end` null). */
export interface WorkSpan {
  start: Date;
  end: Date | null;
}

/** Milliseconds of the span inside [from, to), with an open span running until `now`. */
function overlapMs(span: WorkSpan, from: Date, to: Date, now: Date): number {
  const end = span.end ?? now;
  const lo = Math.max(span.start.getTime(), from.getTime());
  const hi = Math.min(end.getTime(), to.getTime());
  return Math.max(0, hi - lo);
}

/**
 * Milliseconds inside [from, to) covered by any of the spans: where two overlap, the time counts
 * once (a minute is never paid twice).
 */
function coveredMs(spans: readonly WorkSpan[], from: Date, to: Date, now: Date): number {
  const clipped = spans
    .map(
      (s) => [Math.max(s.start.getTime(), from.getTime()), Math.min((s.end ?? now).getTime(), to.getTime())] as const,
    )
    .filter(([lo, hi]) => hi > lo)
    .sort((a, b) => a[0] - b[0]);
  let total = 0;
  let reach = Number.NEGATIVE_INFINITY;
  for (const [lo, hi] of clipped) {
    if (hi <= reach) continue;
    total += hi - Math.max(lo, reach);
    reach = hi;
  }
  return total;
}

/** Hours of a span on each company day it touches (entries crossing midnight split there). */
export function hoursOnDate(
  span: WorkSpan,
  date: CalendarDate,
  now: Date,
  timeZone: string = COMPANY.timeZone,
): number {
  const { start, end } = companyDayBounds(date, timeZone);
  return overlapMs(span, start, end, now) / MS_PER_HOUR;
}

export interface DayHours {
  date: CalendarDate;
  /** Hours worked on the day, 2 decimals. */
  hours: number;
  /** The part of `hours` past the week's 40th hour. */
  overtimeHours: number;
  /** An entry is still open on this day. */
  running: boolean;
}

export interface WeekHours {
  weekStart: CalendarDate;
  days: DayHours[];
  /** Sum of the rounded days, so the row adds up to what the office sees. */
  totalHours: number;
  regularHours: number;
  overtimeHours: number;
  running: boolean;
}

/**
 * One employee's week. Days are rounded to 2 decimals first and the week is their sum (decision
 * 0035); time covered by two entries counts once; overtime is assigned to the days on which the running total passes 40 hours.
 */
export function summarizeWeek(
  spans: WorkSpan[],
  weekStart: CalendarDate,
  now: Date,
  timeZone: string = COMPANY.timeZone,
): WeekHours {
  let cumulative = 0;
  const days = weekDates(weekStart).map((date): DayHours => {
    const { start, end } = companyDayBounds(date, timeZone);
    const ms = coveredMs(spans, start, end, now);
    const hours = round2(ms / MS_PER_HOUR);
    const before = cumulative;
    cumulative = round2(cumulative + hours);
    const overtimeHours = round2(Math.max(0, cumulative - Math.max(before, OVERTIME_WEEKLY_HOURS)));
    const running = spans.some((s) => s.end === null && s.start < end && now > start);
    return { date, hours, overtimeHours, running };
  });
  const totalHours = cumulative;
  const overtimeHours = round2(Math.max(0, totalHours - OVERTIME_WEEKLY_HOURS));
  return {
    weekStart,
    days,
    totalHours,
    regularHours: round2(totalHours - overtimeHours),
    overtimeHours,
    running: days.some((d) => d.running),
  };
}

/** True when an open entry has run past the review threshold. */
export function openTooLong(span: WorkSpan, now: Date): boolean {
  return span.end === null && now.getTime() - span.start.getTime() > OPEN_ENTRY_REVIEW_HOURS * MS_PER_HOUR;
}

/** Offset of the zone from UTC at an instant, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const p = partsInZone(new Date(instant), timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant a company wall-clock time names, e.g. ('2026-03-08', '08:30'). A time skipped by
 * spring-forward resolves to the instant after the gap; a repeated fall-back time to its first
 * occurrence.
 */
export function companyTimeToInstant(date: CalendarDate, time: string, timeZone: string = COMPANY.timeZone): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  const first = wall - offsetAt(wall, timeZone);
  const second = wall - offsetAt(first, timeZone);
  // Fall-back: both offsets name the same wall time; the earlier instant is the first occurrence.
  const candidates = [first, second].filter((t) => t - wall + offsetAt(t, timeZone) === 0);
  return new Date(candidates.length ? Math.min(...candidates) : Math.max(first, second));
}

/** "HH:MM" (24-hour) of an instant in company time, for time inputs. */
export function companyClockTime(instant: Date, timeZone: string = COMPANY.timeZone): string {
  const p = partsInZone(instant, timeZone);
  return `${String(p.hour).padStart(2, '0')}:${String(p.minute).padStart(2, '0')}`;
}
