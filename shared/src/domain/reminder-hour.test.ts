/**
 * The reminder hour once (decision 0316): the hours the office may choose are those a text may go
 * out at, so quiet hours never hold a reminder until the job's own morning. The settings schema,
 * the API, the database's check and the settings page all take them from `REMINDER_HOURS`.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MessageSettingsSchema } from '../schemas/message.ts';
import { addDays } from './calendar-date.ts';
import {
  hourLabel,
  QUIET_HOURS,
  quietHoursEnd,
  REMINDER_HOUR_CHOICES,
  REMINDER_HOUR_REFUSAL,
  REMINDER_HOURS,
  reminderDueAt,
} from './messages.ts';

// Any day of 2025–2027, including both daylight-saving changes of each year.
const day = fc.integer({ min: 0, max: 3 * 365 }).map((n) => addDays('2025-01-01', n));

describe('the reminder hour is one a text may go out at (decision 0316)', () => {
  it('never falls into quiet hours, on any day, for any hour the office may choose', () => {
    fc.assert(
      fc.property(day, fc.constantFrom(...REMINDER_HOUR_CHOICES), (date, hour) => {
        expect(quietHoursEnd(reminderDueAt(date, hour))).toBeNull();
      }),
    );
  });

  it('stops where quiet hours start and end: the hour either side would be held', () => {
    expect(REMINDER_HOUR_CHOICES).toEqual([8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect(quietHoursEnd(reminderDueAt('2025-01-08', REMINDER_HOURS.first - 1))).not.toBeNull();
    expect(quietHoursEnd(reminderDueAt('2025-01-08', REMINDER_HOURS.last + 1))).not.toBeNull();
    expect(REMINDER_HOUR_CHOICES).toContain(REMINDER_HOURS.default);
  });

  it('is the range the settings schema accepts, and its refusal says why', () => {
    const settings = (reminderHour: number) =>
      MessageSettingsSchema.safeParse({ reminderHour, reviewLink: null, wording: {} });
    for (const hour of REMINDER_HOUR_CHOICES) expect(settings(hour).success).toBe(true);
    for (const hour of [REMINDER_HOURS.first - 1, REMINDER_HOURS.last + 1, 12.5]) {
      expect(settings(hour).error?.issues[0]?.message).toBe(REMINDER_HOUR_REFUSAL);
    }
    expect(REMINDER_HOUR_REFUSAL).toBe(
      'Choose a reminder hour from 8:00 AM to 8:00 PM: texts are not sent from 9:00 PM to 8:00 AM.',
    );
    expect([hourLabel(QUIET_HOURS.endHour), hourLabel(12), hourLabel(0)]).toEqual(['8:00 AM', '12:00 PM', '12:00 AM']);
  });
});
