import { describe, expect, it } from 'vitest';
import {
  companyClockTime,
  companyDayBounds,
  companyTimeToInstant,
  hoursOnDate,
  openTooLong,
  summarizeWeek,
  weekDates,
  weekStartAt,
  weekStartOf,
} from './timesheet.ts';

const at = (iso: string) => new Date(iso);
const HOUR = 3_600_000;

describe('payroll weeks in company time', () => {
  it('starts weeks on Monday', () => {
    expect(weekStartOf('2026-11-23')).toBe('2026-11-23'); // a Monday
    expect(weekStartOf('2026-11-29')).toBe('2026-11-23'); // the Sunday after
    expect(weekStartOf('2026-11-30')).toBe('2026-11-30');
    expect(weekDates('2026-11-23')).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
  });

  it('places an instant in the company week, not the UTC one', () => {
    // Monday 00:30 UTC is still Sunday evening in Atlanta: the previous week.
    expect(weekStartAt(at('2026-11-30T00:30:00Z'))).toBe('2026-11-23');
    expect(weekStartAt(at('2026-11-30T05:00:00Z'))).toBe('2026-11-30');
  });

  it('gives the spring-forward day 23 hours and its week 167 (March 8, 2026)', () => {
    const day = companyDayBounds('2026-03-08');
    expect(day.start.toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect((day.end.getTime() - day.start.getTime()) / HOUR).toBe(23);
    // The week of March 2 (Mon) … March 8 (Sun) ends at Monday midnight EDT.
    const weekEnd = companyDayBounds('2026-03-08').end;
    expect(weekEnd.toISOString()).toBe('2026-03-09T04:00:00.000Z');
    expect((weekEnd.getTime() - companyDayBounds('2026-03-02').start.getTime()) / HOUR).toBe(167);
    expect(weekStartAt(at('2026-03-09T03:59:00Z'))).toBe('2026-03-02');
    expect(weekStartAt(at('2026-03-09T04:00:00Z'))).toBe('2026-03-09');
  });

  it('gives the fall-back day 25 hours and its week 169 (November 1, 2026)', () => {
    const day = companyDayBounds('2026-11-01');
    expect(day.start.toISOString()).toBe('2026-11-01T04:00:00.000Z');
    expect((day.end.getTime() - day.start.getTime()) / HOUR).toBe(25);
    const week = { start: companyDayBounds('2026-10-26').start, end: companyDayBounds('2026-11-01').end };
    expect((week.end.getTime() - week.start.getTime()) / HOUR).toBe(169);
    expect(weekStartAt(at('2026-11-02T04:59:00Z'))).toBe('2026-10-26');
    expect(weekStartAt(at('2026-11-02T05:00:00Z'))).toBe('2026-11-02');
  });

  it('counts real elapsed hours across a DST change, not wall-clock hours', () => {
    // 1:00 AM to 4:00 AM wall time on spring-forward night is 2 hours worked.
    const spring = { start: at('2026-03-08T06:00:00Z'), end: at('2026-03-08T08:00:00Z') };
    expect(hoursOnDate(spring, '2026-03-08', spring.end)).toBe(2);
    // 1:00 AM to 2:00 AM on fall-back night, across the repeated hour, is 2 hours worked.
    const fall = { start: at('2026-11-01T05:00:00Z'), end: at('2026-11-01T07:00:00Z') };
    expect(hoursOnDate(fall, '2026-11-01', fall.end)).toBe(2);
  });
});

describe('hours on a timesheet', () => {
  it('splits an entry crossing midnight between the two days', () => {
    // Tuesday 10:00 PM to Wednesday 2:30 AM, Atlanta (EST, UTC-5).
    const span = { start: at('2026-11-25T03:00:00Z'), end: at('2026-11-25T07:30:00Z') };
    const week = summarizeWeek([span], '2026-11-23', at('2026-11-30T12:00:00Z'));
    expect(week.days[1]).toMatchObject({ date: '2026-11-24', hours: 2 });
    expect(week.days[2]).toMatchObject({ date: '2026-11-25', hours: 2.5 });
    expect(week.totalHours).toBe(4.5);
  });

  it('splits an entry crossing from Sunday into Monday between two weeks', () => {
    const span = { start: at('2026-11-30T03:00:00Z'), end: at('2026-11-30T07:00:00Z') }; // Sun 10 PM – Mon 2 AM
    const now = at('2026-12-01T12:00:00Z');
    expect(summarizeWeek([span], '2026-11-23', now).totalHours).toBe(2);
    expect(summarizeWeek([span], '2026-11-30', now).totalHours).toBe(2);
  });

  it('rounds days to 2 decimals and the week to their sum', () => {
    // 8 h 20 min = 8.333… → 8.33 each day; five days = 41.65, not round(41.666…) = 41.67.
    const spans = [23, 24, 25, 26, 27].map((d) => ({
      start: at(`2026-11-${d}T13:00:00Z`),
      end: at(`2026-11-${d}T21:20:00Z`),
    }));
    const week = summarizeWeek(spans, '2026-11-23', at('2026-12-01T00:00:00Z'));
    expect(week.days.map((d) => d.hours)).toEqual([8.33, 8.33, 8.33, 8.33, 8.33, 0, 0]);
    expect(week.totalHours).toBe(41.65);
  });

  it('counts time two entries cover once (issue 23 §21: 0.39 h shown for 0.35 h worked)', () => {
    // 8:00–8:21 worked; a second entry 8:02–8:23 overlaps it by 19 minutes.
    const worked = { start: at('2026-11-24T13:00:00Z'), end: at('2026-11-24T13:21:00Z') };
    const overlapping = { start: at('2026-11-24T13:02:00Z'), end: at('2026-11-24T13:23:00Z') };
    const inside = { start: at('2026-11-24T13:05:00Z'), end: at('2026-11-24T13:10:00Z') };
    const now = at('2026-11-30T12:00:00Z');
    expect(summarizeWeek([worked], '2026-11-23', now).totalHours).toBe(0.35);
    expect(summarizeWeek([worked, worked], '2026-11-23', now).totalHours).toBe(0.35);
    // Covered 8:00–8:23 once: 0.38 h, not 0.35 + 0.35.
    expect(summarizeWeek([overlapping, worked, inside], '2026-11-23', now).totalHours).toBe(0.38);
    // An open entry overlapping a closed one counts up to now, once.
    const open = { start: at('2026-11-24T13:10:00Z'), end: null };
    const week = summarizeWeek([worked, open], '2026-11-23', at('2026-11-24T14:00:00Z'));
    expect(week.totalHours).toBe(1);
    expect(week.running).toBe(true);
  });

  it('marks overtime past 40 hours on the day it starts', () => {
    const spans = [23, 24, 25, 26, 27].map((d) => ({
      start: at(`2026-11-${d}T13:00:00Z`),
      end: at(`2026-11-${d}T22:00:00Z`),
    })); // 9 h a day
    const week = summarizeWeek(spans, '2026-11-23', at('2026-12-01T00:00:00Z'));
    expect(week.totalHours).toBe(45);
    expect(week.overtimeHours).toBe(5);
    expect(week.regularHours).toBe(40);
    expect(week.days.map((d) => d.overtimeHours)).toEqual([0, 0, 0, 0, 5, 0, 0]);
  });

  it('has no overtime at exactly 40 hours', () => {
    const spans = [23, 24, 25, 26, 27].map((d) => ({
      start: at(`2026-11-${d}T13:00:00Z`),
      end: at(`2026-11-${d}T21:00:00Z`),
    }));
    const week = summarizeWeek(spans, '2026-11-23', at('2026-12-01T00:00:00Z'));
    expect(week).toMatchObject({ totalHours: 40, overtimeHours: 0, regularHours: 40 });
  });

  it('counts an open entry up to now and marks it running', () => {
    const open = { start: at('2026-11-24T13:00:00Z'), end: null };
    const now = at('2026-11-24T16:30:00Z');
    const week = summarizeWeek([open], '2026-11-23', now);
    expect(week.days[1]).toMatchObject({ hours: 3.5, running: true });
    expect(week.days[2]).toMatchObject({ hours: 0, running: false });
    expect(week.running).toBe(true);
    expect(week.totalHours).toBe(3.5);
  });

  it('runs an open entry across midnight onto today', () => {
    const open = { start: at('2026-11-25T02:00:00Z'), end: null }; // Tue 9 PM
    const now = at('2026-11-25T06:00:00Z'); // Wed 1 AM
    const week = summarizeWeek([open], '2026-11-23', now);
    expect(week.days[1]).toMatchObject({ hours: 3, running: true });
    expect(week.days[2]).toMatchObject({ hours: 1, running: true });
  });

  it('sends an entry open past 14 hours to review', () => {
    const start = at('2026-11-24T13:00:00Z');
    expect(openTooLong({ start, end: null }, at('2026-11-25T03:00:00Z'))).toBe(false);
    expect(openTooLong({ start, end: null }, at('2026-11-25T03:00:01Z'))).toBe(true);
    expect(openTooLong({ start, end: at('2026-11-25T09:00:00Z') }, at('2026-11-26T00:00:00Z'))).toBe(false);
  });
});

describe('company wall-clock times', () => {
  it('turns a company date and time into the instant, on both sides of DST', () => {
    expect(companyTimeToInstant('2026-11-24', '08:30').toISOString()).toBe('2026-11-24T13:30:00.000Z');
    expect(companyTimeToInstant('2026-07-01', '08:30').toISOString()).toBe('2026-07-01T12:30:00.000Z');
    // 2:30 AM does not exist on March 8, 2026: the instant after the gap.
    expect(companyTimeToInstant('2026-03-08', '02:30').toISOString()).toBe('2026-03-08T07:30:00.000Z');
    // 1:30 AM happens twice on November 1, 2026: the first (EDT) one.
    expect(companyTimeToInstant('2026-11-01', '01:30').toISOString()).toBe('2026-11-01T05:30:00.000Z');
    expect(companyClockTime(at('2026-11-24T13:30:00Z'))).toBe('08:30');
  });
});
