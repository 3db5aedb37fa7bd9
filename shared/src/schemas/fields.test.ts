import { describe, expect, it } from 'vitest';
import { buildContactRequest } from '../factories.ts';
import { MutationSchema, PullQuerySchema } from '../sync/protocol.ts';
import { ContactRequestCreateSchema } from './contact.ts';
import { calendarDateField, idField, isoTimestampField, optionalText, requiredText } from './fields.ts';
import { LoginSchema } from './user.ts';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('text fields refuse what cannot be stored', () => {
  it('refuses NUL and other control characters in single-line text', () => {
    for (const bad of ['a\u0000b', '\u0007', 'x\u001b[31m', 'del\u007f', 'tab\there', 'line\nbreak']) {
      expect(messageOf(requiredText().safeParse(bad))).toBe('Must not contain control characters');
    }
    expect(requiredText().parse('  Dana Reyes ')).toBe('Dana Reyes');
  });

  it('keeps line breaks and tabs in multi-line text but not NUL', () => {
    const multi = requiredText(200, { multiline: true });
    expect(multi.parse('Old couch\r\nand a\tfridge')).toBe('Old couch\r\nand a\tfridge');
    expect(multi.safeParse('couch\u0000').success).toBe(false);
    expect(optionalText(100).parse('gate\ncode')).toBe('gate\ncode');
    expect(optionalText(100).safeParse('gate\u0000').success).toBe(false);
  });

  it('refuses a lone surrogate, keeps emoji', () => {
    expect(messageOf(requiredText().safeParse('bad \ud800 half'))).toBe('Contains characters that cannot be stored');
    expect(requiredText().parse('Thanks 😀')).toBe('Thanks 😀');
  });

  it('applies to the public forms and sign-in', () => {
    expect(ContactRequestCreateSchema.safeParse(buildContactRequest({ firstName: 'Dana\u0000' })).success).toBe(false);
    expect(ContactRequestCreateSchema.safeParse(buildContactRequest({ description: 'a\nb' })).success).toBe(true);
    expect(LoginSchema.safeParse({ username: 'crew\u0000', password: 'x' }).success).toBe(false);
  });
});

describe('timestamps and dates are bounded to 2000–2099', () => {
  it('refuses year 0000/0001, 1970 and 2100', () => {
    for (const bad of [
      '0000-01-01T00:00:00Z',
      '0001-01-01T00:00:00.000Z',
      '1970-01-01T00:00:00Z',
      '2100-01-01T00:00:00Z',
    ]) {
      expect(isoTimestampField().safeParse(bad).success, bad).toBe(false);
    }
    expect(isoTimestampField().parse('2025-01-06T15:00:00-05:00')).toBe('2025-01-06T15:00:00-05:00');
    expect(calendarDateField().safeParse('0001-01-01').success).toBe(false);
    expect(calendarDateField().parse('2025-01-06')).toBe('2025-01-06');
  });

  it('refuses a push whose client time is out of range', () => {
    const m = { id: 1, name: 'clockIn', args: {}, clientTime: '1970-01-01T00:00:00Z' };
    expect(MutationSchema.safeParse(m).success).toBe(false);
  });
});

describe('ids and cursors', () => {
  it('accepts upper-case ids and keeps them lower-case', () => {
    expect(idField().parse('03C6DE93-8A24-44F8-9896-A660A3B10429')).toBe('03c6de93-8a24-44f8-9896-a660a3b10429');
  });

  it('refuses a pull cursor beyond bigint and lower-cases its id', () => {
    expect(PullQuerySchema.safeParse({ cursor: '99999999999999999999' }).success).toBe(false);
    expect(PullQuerySchema.safeParse({ cursor: '9223372036854775808' }).success).toBe(false);
    const id = '03C6DE93-8A24-44F8-9896-A660A3B10429';
    expect(PullQuerySchema.parse({ cursor: `12:timeEntries:${id}` }).cursor).toBe(`12:timeEntries:${id.toLowerCase()}`);
  });

  it("accepts the day a cursor's scope was taken on, and nothing else after it", () => {
    const id = '03C6DE93-8A24-44F8-9896-A660A3B10429';
    expect(PullQuerySchema.parse({ cursor: `r3.12:timeEntries:${id}@2026-11-27` }).cursor).toBe(
      `r3.12:timeEntries:${id.toLowerCase()}@2026-11-27`,
    );
    expect(PullQuerySchema.parse({ cursor: '12@2026-11-27' }).cursor).toBe('12@2026-11-27');
    for (const bad of ['12@tomorrow', '12@2026-11-27@2026-11-28', '12@', '@2026-11-27']) {
      expect(PullQuerySchema.safeParse({ cursor: bad }).success).toBe(false);
    }
  });
});
