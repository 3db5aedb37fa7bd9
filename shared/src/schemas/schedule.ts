import { z } from 'zod';
import { calendarDateOf } from '../domain/calendar-date.ts';
import { calendarDateField, clockTimeField, idField, isoTimestampField, optionalText } from './fields.ts';

/** The spec stores isAvailable as the text 'true'/'false'; we accept both forms and keep a boolean. */
const availabilityFlag = z
  .union([z.boolean(), z.enum(['true', 'false'])], { error: 'Expected true or false' })
  .transform((value) => value === true || value === 'true');

/** A schedule date may be sent as a calendar date or as an ISO timestamp (the spec's API sends the latter). */
const scheduleDate = z
  .union([calendarDateField(), isoTimestampField()], { error: 'Expected a date' })
  .transform((value) => (value.length === 10 ? value : calendarDateOf(new Date(value))));

export const ScheduleCreateSchema = z
  .object({
    id: idField().optional(),
    employeeId: idField(),
    date: scheduleDate,
    startTime: clockTimeField(),
    endTime: clockTimeField(),
    isAvailable: availabilityFlag.default(true),
    notes: optionalText(500),
  })
  .refine((s) => s.endTime > s.startTime, { path: ['endTime'], error: 'End time must be after start time' });
export type ScheduleCreate = z.input<typeof ScheduleCreateSchema>;

export const ScheduleSchema = z.object({
  id: idField(),
  employeeId: idField(),
  date: calendarDateField(),
  startTime: z.string(),
  endTime: z.string(),
  isAvailable: z.boolean(),
  notes: z.string().nullable(),
  createdAt: z.string(),
  /**
   * The change version that last wrote this schedule: a phone's edit carries it back as its
   * `baseVersion`, so an edit over a newer change is refused, never silently written (decision 0226).
   */
  version: z.number().int().nullable().default(null),
});
export type Schedule = z.infer<typeof ScheduleSchema>;
