import { describe, expect, it } from 'vitest';
import { type ClosedDay, closedDatesBetween, closedDayOn, crewsFor, ruleCloses } from './business-calendar.ts';

const HOLIDAYS: ClosedDay[] = [
  { id: '1', label: 'Thanksgiving Day', rule: { kind: 'nth-weekday', month: 11, weekday: 4, nth: 4 } },
  { id: '2', label: 'Memorial Day', rule: { kind: 'nth-weekday', month: 5, weekday: 1, nth: -1 } },
  { id: '3', label: 'Labor Day', rule: { kind: 'nth-weekday', month: 9, weekday: 1, nth: 1 } },
  { id: '4', label: 'Christmas Day', rule: { kind: 'yearly', month: 12, day: 25 } },
];

describe('closed days', () => {
  it('computes the floating holidays for several years', () => {
    const thanksgiving = HOLIDAYS[0]?.rule;
    const memorial = HOLIDAYS[1]?.rule;
    const labor = HOLIDAYS[2]?.rule;
    if (!thanksgiving || !memorial || !labor) throw new Error('rules');
    expect(['2025-11-27', '2026-11-26', '2027-11-25', '2028-11-23'].every((d) => ruleCloses(thanksgiving, d))).toBe(
      true,
    );
    expect(ruleCloses(thanksgiving, '2026-11-19')).toBe(false);
    expect(['2025-05-26', '2026-05-25', '2027-05-31'].every((d) => ruleCloses(memorial, d))).toBe(true);
    expect(ruleCloses(memorial, '2027-05-24')).toBe(false);
    expect(['2025-09-01', '2026-09-07'].every((d) => ruleCloses(labor, d))).toBe(true);
  });

  it('lists the closed dates of a range with their labels', () => {
    expect(closedDatesBetween('2026-11-25', '2026-12-25', HOLIDAYS)).toEqual([
      { date: '2026-11-26', label: 'Thanksgiving Day' },
      { date: '2026-12-25', label: 'Christmas Day' },
    ]);
    expect(closedDayOn('2026-11-27', HOLIDAYS)).toBeNull();
    expect(
      closedDayOn('2026-12-24', [...HOLIDAYS, { id: '5', label: 'Eve', rule: { kind: 'date', date: '2026-12-24' } }])
        ?.label,
    ).toBe('Eve');
  });

  it('takes a date override before the weekday number before the default', () => {
    const settings = { defaultCrews: 2, weekday: [{ slot: 'a', crews: 3 }], date: [{ slot: 'a', crews: 1 }] };
    expect(crewsFor('a', settings)).toBe(1);
    expect(crewsFor('a', { ...settings, date: [] })).toBe(3);
    expect(crewsFor('b', settings)).toBe(2);
  });
});
