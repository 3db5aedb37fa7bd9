import { describe, expect, it } from 'vitest';
import { etaMinutes, fillWording, inboundKeyword, quietHoursEnd, reminderDueAt, toE164 } from './messages.ts';

describe('customer message rules', () => {
  it('puts the reminder at the office hour the day before, in Atlanta time, across DST', () => {
    expect(reminderDueAt('2025-01-08', 17).toISOString()).toBe('2025-01-07T22:00:00.000Z'); // EST
    expect(reminderDueAt('2025-07-08', 17).toISOString()).toBe('2025-07-07T21:00:00.000Z'); // EDT
    // The day before is the DST change (Sunday 2025-03-09).
    expect(reminderDueAt('2025-03-10', 17).toISOString()).toBe('2025-03-09T21:00:00.000Z');
  });

  it('holds texts from 21:00 to 08:00 company time', () => {
    expect(quietHoursEnd(new Date('2025-01-07T13:00:00Z'))).toBeNull(); // 08:00
    expect(quietHoursEnd(new Date('2025-01-08T01:59:00Z'))).toBeNull(); // 20:59
    expect(quietHoursEnd(new Date('2025-01-08T02:00:00Z'))?.toISOString()).toBe('2025-01-08T13:00:00.000Z'); // 21:00 → 08:00 next day
    expect(quietHoursEnd(new Date('2025-01-08T12:59:00Z'))?.toISOString()).toBe('2025-01-08T13:00:00.000Z'); // 07:59
  });

  it('reads US numbers as E.164 and carrier keywords', () => {
    expect(toE164('(404) 555-0142')).toBe('+14045550142');
    expect(toE164('+1 404 555 0142')).toBe('+14045550142');
    expect(toE164('555-0142')).toBeNull();
    expect(['STOP', ' stop ', 'Unsubscribe', 'quit'].map(inboundKeyword)).toEqual(['stop', 'stop', 'stop', 'stop']);
    expect(['START', 'unstop', 'HELP', 'info', 'thanks'].map(inboundKeyword)).toEqual([
      'start',
      'start',
      'help',
      'help',
      'other',
    ]);
  });

  it('fills the wording and leaves an unknown placeholder visible', () => {
    const facts = {
      firstName: 'Ana',
      date: '2025-01-08',
      window: '8:00 AM - 10:00 AM',
      address: '1 Main St',
      etaMinutes: 20,
    };
    expect(fillWording('Hi {firstName}, {date}{eta} {oops}', facts)).toBe(
      'Hi Ana, Wednesday, January 8, 2025, arriving in about 20 minutes {oops}',
    );
    expect(etaMinutes(10_000)).toBe(15);
    expect(etaMinutes(100)).toBe(5);
  });
});
