/**
 * The office's calendar (decision 0140): closed days and crews per arrival window. Pure rules, shared
 * by the API (availability and the capacity check) and the office screen. Every date here is a
 * company calendar date (America/New_York); a rule never looks at an instant.
 */
import { addDays, type CalendarDate, dayOfWeek } from './calendar-date.ts';

/**
 * When a closed day recurs: once (`date`), every year on a month and day (`yearly`), or every
 * year on the nth weekday of a month (`nth-weekday`, nth -1 = the last one): Thanksgiving is the
 * 4th Thursday of November, Memorial Day the last Monday of May.
 */
export type ClosedDayRule =
  | { kind: 'date'; date: CalendarDate }
  | { kind: 'yearly'; month: number; day: number }
  | { kind: 'nth-weekday'; month: number; weekday: number; nth: -1 | 1 | 2 | 3 | 4 | 5 };

export interface ClosedDay {
  id: string;
  label: string;
  rule: ClosedDayRule;
}

export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
const ORDINALS = ['1st', '2nd', '3rd', '4th', '5th'] as const;

function parts(date: CalendarDate): { year: number; month: number; day: number } {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return { year, month, day };
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Whether `rule` closes `date`. */
export function ruleCloses(rule: ClosedDayRule, date: CalendarDate): boolean {
  const { year, month, day } = parts(date);
  switch (rule.kind) {
    case 'date':
      return rule.date === date;
    case 'yearly':
      return rule.month === month && rule.day === day;
    case 'nth-weekday': {
      if (rule.month !== month || dayOfWeek(date) !== rule.weekday) return false;
      if (rule.nth === -1) return day + 7 > daysInMonth(year, month);
      return Math.ceil(day / 7) === rule.nth;
    }
  }
}

/** The first closed day that closes `date`, or null when the company works that day. */
export function closedDayOn<T extends Pick<ClosedDay, 'rule'>>(date: CalendarDate, closedDays: readonly T[]): T | null {
  return closedDays.find((c) => ruleCloses(c.rule, date)) ?? null;
}

/** What a visitor is told about a closed date. */
export function closedDateMessage(closed: Pick<ClosedDay, 'label'>): string {
  return `We are closed on ${closed.label}. Please choose another day.`;
}

/** Every closed date from `from` to `to` inclusive, with the label that closes it. */
export function closedDatesBetween(
  from: CalendarDate,
  to: CalendarDate,
  closedDays: readonly Pick<ClosedDay, 'label' | 'rule'>[],
): { date: CalendarDate; label: string }[] {
  const out: { date: CalendarDate; label: string }[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const closed = closedDayOn(date, closedDays);
    if (closed) out.push({ date, label: closed.label });
  }
  return out;
}

/** "Every year on the 4th Thursday of November", "Every year on December 25", "Once, on 2026-12-24". */
export function describeClosedDayRule(rule: ClosedDayRule): string {
  switch (rule.kind) {
    case 'date':
      return `Once, on ${rule.date}`;
    case 'yearly':
      return `Every year on ${MONTH_NAMES[rule.month - 1]} ${rule.day}`;
    case 'nth-weekday': {
      const which = rule.nth === -1 ? 'last' : ORDINALS[rule.nth - 1];
      return `Every year on the ${which} ${WEEKDAY_NAMES[rule.weekday]} of ${MONTH_NAMES[rule.month - 1]}`;
    }
  }
}

/** Crews per window set for one weekday (0 = Sunday) or one date; a window left out uses the default. */
export interface CrewSetting {
  slot: string;
  crews: number;
}

/**
 * How many bookings a window takes on a date: the date's override if the office set one, else the
 * weekday's number, else the configured default (CREWS_PER_WINDOW).
 */
export function crewsFor(
  slot: string,
  settings: { defaultCrews: number; weekday: readonly CrewSetting[]; date: readonly CrewSetting[] },
): number {
  return (
    settings.date.find((s) => s.slot === slot)?.crews ??
    settings.weekday.find((s) => s.slot === slot)?.crews ??
    settings.defaultCrews
  );
}

/**
 * The holidays the company observes, as migration 0013 seeds them into `closed_days` (the office
 * edits them there; this list is what a fresh database starts with, and what tests expect).
 */
export const OBSERVED_HOLIDAYS: readonly Omit<ClosedDay, 'id'>[] = [
  { label: "New Year's Day", rule: { kind: 'yearly', month: 1, day: 1 } },
  { label: 'Memorial Day', rule: { kind: 'nth-weekday', month: 5, weekday: 1, nth: -1 } },
  { label: 'Independence Day', rule: { kind: 'yearly', month: 7, day: 4 } },
  { label: 'Labor Day', rule: { kind: 'nth-weekday', month: 9, weekday: 1, nth: 1 } },
  { label: 'Thanksgiving Day', rule: { kind: 'nth-weekday', month: 11, weekday: 4, nth: 4 } },
  { label: 'Christmas Day', rule: { kind: 'yearly', month: 12, day: 25 } },
];
