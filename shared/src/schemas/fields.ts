/**
 * Field building blocks with the spec's messages ('Required', 'Invalid email'), shared by every
 * entity and input schema so a rule is written once.
 */
import { z } from 'zod';
import { isCalendarDate } from '../domain/calendar-date.ts';
import { centsAsDecimal, DOLLARS_REFUSALS, formatCents, MAX_TYPED_CENTS, parseDollars } from '../domain/money.ts';

const REQUIRED = 'Required';

/**
 * Characters no stored text may hold: NUL and the other C0 controls, DEL and the C1 controls
 * (PostgreSQL cannot store NUL at all; the rest are invisible and only ever arrive by accident or
 * attack). Multi-line fields keep tab, line feed and carriage return.
 */
const LINE_CHARACTERS = new Set([0x09, 0x0a, 0x0d]);
function hasControlCharacter(value: string, multiline: boolean): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    const control = code < 0x20 || (code >= 0x7f && code <= 0x9f);
    if (control && !(multiline && LINE_CHARACTERS.has(code))) return true;
  }
  return false;
}
export const CONTROL_CHARACTER_MESSAGE = 'Must not contain control characters';
/** A UTF-16 surrogate without its pair: not a character, and not encodable as UTF-8. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
export const UNSTORABLE_TEXT_MESSAGE = 'Contains characters that cannot be stored';

/** Why `value` cannot be stored as text, or null. Lone UTF-16 surrogates cannot be encoded as UTF-8. */
export function textProblem(value: string, multiline = false): string | null {
  if (hasControlCharacter(value, multiline)) return CONTROL_CHARACTER_MESSAGE;
  if (LONE_SURROGATE.test(value)) return UNSTORABLE_TEXT_MESSAGE;
  return null;
}

const storableText = (multiline: boolean) => (value: string, ctx: z.core.$RefinementCtx<string>) => {
  const problem = textProblem(value, multiline);
  if (problem) ctx.addIssue({ code: 'custom', message: problem, input: value });
};

/** Single-line text (names, usernames, addresses): no control characters at all. */
export const singleLineText = () => z.string({ error: 'Expected text' }).superRefine(storableText(false));

function stringOrRequired() {
  return z.string({
    error: (issue) => (issue.input === undefined || issue.input === null ? REQUIRED : 'Expected text'),
  });
}

/**
 * Required text, trimmed, 1..max characters. `multiline` (descriptions, notes) keeps line breaks
 * and tabs; every other control character is refused in both forms.
 */
export const requiredText = (max = 200, { multiline = false } = {}) =>
  stringOrRequired()
    .trim()
    .min(1, REQUIRED)
    .max(max, `Must be at most ${max} characters`)
    .superRefine(storableText(multiline));

/** Optional text: missing, null or blank becomes undefined. Multi-line unless told otherwise. */
export const optionalText = (max = 2000, { multiline = true } = {}) =>
  z
    .string({ error: 'Expected text' })
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .superRefine(storableText(multiline))
    .nullish()
    .transform((value) => (value ? value : undefined));

export const emailField = () =>
  stringOrRequired()
    .trim()
    .min(1, REQUIRED)
    .max(254, 'Must be at most 254 characters')
    .pipe(z.email({ error: 'Invalid email' }));

/** US phone numbers: 10 digits, optionally with a leading 1, in any common punctuation. */
export const phoneField = () =>
  stringOrRequired()
    .trim()
    .min(1, REQUIRED)
    .max(30, 'Must be at most 30 characters')
    .refine((value) => /^\+?1?\d{10}$/.test(value.replace(/[\s().-]/g, '')), {
      error: 'Enter a 10-digit phone number',
    });

/**
 * Honeypot: a form field hidden from people (and from assistive tech) that bots fill in. Optional
 * and bounded; the API treats any non-blank value as spam (docs/decisions/0021).
 */
export const honeypotField = () =>
  z.string({ error: 'Expected text' }).max(500, 'Must be at most 500 characters').optional();

/** A UUID in any letter case, kept lower-case (PostgreSQL prints them so; ids compare as text). */
export const idField = () => z.uuid({ error: 'Expected an id' }).toLowerCase();

/**
 * The dates and times this business can mean: a job, a punch, a device clock. Anything outside
 * (year 0000/0001, a phone reset to 1970, year 275760) is a broken clock or an attack, and
 * PostgreSQL would either refuse it or read it back as something else.
 */
export const SANE_TIME_RANGE = { from: '2000-01-01T00:00:00Z', to: '2100-01-01T00:00:00Z' } as const;
const SANE_FROM = Date.parse(SANE_TIME_RANGE.from);
const SANE_TO = Date.parse(SANE_TIME_RANGE.to);
const OUT_OF_RANGE = 'Must be between the years 2000 and 2099';
const inSaneRange = (ms: number) => ms >= SANE_FROM && ms < SANE_TO;

export const calendarDateField = () =>
  z
    .string({ error: REQUIRED })
    .refine(isCalendarDate, { error: 'Expected a date in YYYY-MM-DD form', abort: true })
    .refine((value) => inSaneRange(Date.parse(`${value}T00:00:00Z`)), { error: OUT_OF_RANGE });

/** An ISO 8601 timestamp with an offset, as JSON carries dates, in the years 2000–2099. */
export const isoTimestampField = () =>
  z.iso
    .datetime({ offset: true, error: 'Expected an ISO timestamp' })
    .refine((value) => inSaneRange(Date.parse(value)), { error: OUT_OF_RANGE });

/** HH:MM, 24-hour. */
export const clockTimeField = () =>
  z.string({ error: REQUIRED }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Expected a time as HH:MM' });

/** Latitude/longitude arrive as numbers or as text (the spec's API sends text); both parse to numbers. */
export const latitudeField = () =>
  z.coerce
    .number({ error: 'Expected a latitude' })
    .min(-90, 'Latitude must be between -90 and 90')
    .max(90, 'Latitude must be between -90 and 90');
export const longitudeField = () =>
  z.coerce
    .number({ error: 'Expected a longitude' })
    .min(-180, 'Longitude must be between -180 and 180')
    .max(180, 'Longitude must be between -180 and 180');

/**
 * An amount typed in dollars, as whole cents (parsed by `parseDollars`, decision 0315), at most
 * `maxCents`. A number is read as the text it prints as, so 25.5 is 2550 and 0.125 is refused.
 */
export const dollarsField = ({ maxCents = MAX_TYPED_CENTS }: { maxCents?: number } = {}) =>
  z.union([z.string(), z.number()], { error: DOLLARS_REFUSALS.unreadable }).transform((value, ctx) => {
    const reading = parseDollars(String(value));
    if (!reading.ok) {
      ctx.addIssue({ code: 'custom', message: reading.message });
      return z.NEVER;
    }
    if (reading.cents > maxCents) {
      ctx.addIssue({ code: 'custom', message: `Enter at most ${formatCents(maxCents)}` });
      return z.NEVER;
    }
    return reading.cents;
  });

/** Money kept as text with two decimals, e.g. "25.00" (spec: hourlyRate is text), up to $9,999.99. */
export const moneyText = () => dollarsField({ maxCents: 999_999 }).transform(centsAsDecimal);
