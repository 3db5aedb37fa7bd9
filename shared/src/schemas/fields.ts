/**
 * Field building blocks with the spec's messages ('Required', 'Invalid email'), shared by every
 * entity and input schema so a rule is written once.
 */
import { z } from 'zod';
import { isCalendarDate } from '../domain/calendar-date.ts';

const REQUIRED = 'Required';

function stringOrRequired() {
  return z.string({
    error: (issue) => (issue.input === undefined || issue.input === null ? REQUIRED : 'Expected text'),
  });
}

/** Required text, trimmed, 1..max characters. */
export const requiredText = (max = 200) =>
  stringOrRequired().trim().min(1, REQUIRED).max(max, `Must be at most ${max} characters`);

/** Optional text: missing, null or blank becomes undefined. */
export const optionalText = (max = 2000) =>
  z
    .string({ error: 'Expected text' })
    .trim()
    .max(max, `Must be at most ${max} characters`)
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

export const idField = () => z.uuid({ error: 'Expected an id' });

export const calendarDateField = () =>
  z.string({ error: REQUIRED }).refine(isCalendarDate, { error: 'Expected a date in YYYY-MM-DD form' });

/** An ISO 8601 timestamp with an offset, as JSON carries dates. */
export const isoTimestampField = () => z.iso.datetime({ offset: true, error: 'Expected an ISO timestamp' });

/** HH:MM, 24-hour. */
export const clockTimeField = () =>
  z.string({ error: REQUIRED }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Expected a time as HH:MM' });

/** Latitude/longitude arrive as numbers or as text (spec §7 sends text); both parse to numbers. */
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

/** Money as text with two decimals, e.g. "25.00" (spec: hourlyRate is text). */
export const moneyText = () =>
  z
    .union([z.string(), z.number()], { error: 'Expected an hourly rate' })
    .transform((value) => String(value).trim())
    .refine((value) => /^\d{1,4}(\.\d{1,2})?$/.test(value), { error: 'Enter an amount such as 25.00' })
    .transform((value) => Number(value).toFixed(2));
