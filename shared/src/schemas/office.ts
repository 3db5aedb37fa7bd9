/**
 * The office's desk (admins only): timesheets, the review queue, payroll, refused sync changes
 * and the appointment search and page. Both the API and the screens parse with these.
 */
import { z } from 'zod';
import { appointmentStatus } from '../enums.ts';
import { AppointmentSchema } from './appointment.ts';
import {
  calendarDateField,
  idField,
  isoTimestampField,
  latitudeField,
  longitudeField,
  requiredText,
  singleLineText,
} from './fields.ts';
import { InvoiceSchema } from './invoice.ts';
import { JobPhotoSchema } from './job-photo.ts';
import { TimeEntrySchema } from './time-entry.ts';

const pageField = () => z.coerce.number({ error: 'Expected a page number' }).int().min(1).max(100_000).default(1);

/** What an admin decided about a flagged entry. */
export const TimeEntryReviewSchema = z.object({
  outcome: z.enum(['approved', 'corrected']),
  byUsername: z.string().nullable(),
  at: z.string(),
});

/** A correction: the times the office says were worked. The phone's times stay on the entry. */
export const TimeEntryCorrectionSchema = z.object({
  clockInTime: z.string(),
  clockOutTime: z.string(),
  reason: z.string(),
  byUsername: z.string().nullable(),
  at: z.string(),
});

/** A time entry as the office sees it: the original, the correction beside it, and what counts. */
export const OfficeTimeEntrySchema = TimeEntrySchema.extend({
  employeeName: z.string(),
  job: z
    .object({
      id: idField(),
      customerName: z.string(),
      address: z.string(),
      /** The crew's job-done notes for the office (decision 0245), shown wherever the job's entries are. */
      officeNotes: z.string().nullable().default(null),
    })
    .nullable(),
  correction: TimeEntryCorrectionSchema.nullable(),
  review: TimeEntryReviewSchema.nullable(),
  /** Flags plus the open-past-14-hours reason, for the queue. */
  reviewReasons: z.array(z.string()),
  /** Corrected times when corrected, else the phone's. Payroll and timesheets use these. */
  effectiveClockIn: z.string(),
  effectiveClockOut: z.string().nullable(),
  effectiveHours: z.number().nullable(),
});
export type OfficeTimeEntry = z.infer<typeof OfficeTimeEntrySchema>;

export const TimesheetQuerySchema = z.object({ week: calendarDateField().optional() });

const DayHoursSchema = z.object({
  date: z.string(),
  hours: z.number(),
  overtimeHours: z.number(),
  running: z.boolean(),
});

export const TimesheetWeekSchema = z.object({
  weekStart: z.string(),
  dates: z.array(z.string()),
  employees: z.array(
    z.object({
      employeeId: idField(),
      name: z.string(),
      days: z.array(DayHoursSchema),
      totalHours: z.number(),
      regularHours: z.number(),
      overtimeHours: z.number(),
      running: z.boolean(),
    }),
  ),
  entries: z.array(OfficeTimeEntrySchema),
});
export type TimesheetWeek = z.infer<typeof TimesheetWeekSchema>;

export const ReviewQueueSchema = z.object({ items: z.array(OfficeTimeEntrySchema), total: z.number() });
export type ReviewQueue = z.infer<typeof ReviewQueueSchema>;

export const TimeEntryCorrectionInputSchema = z
  .object({
    clockInTime: isoTimestampField(),
    clockOutTime: isoTimestampField(),
    reason: requiredText(500),
  })
  .refine((v) => Date.parse(v.clockOutTime) > Date.parse(v.clockInTime), {
    path: ['clockOutTime'],
    error: 'Clock-out must be after clock-in',
  })
  .refine((v) => Date.parse(v.clockOutTime) - Date.parse(v.clockInTime) <= 24 * 3_600_000, {
    path: ['clockOutTime'],
    error: 'An entry cannot be longer than 24 hours',
  });
export type TimeEntryCorrectionInput = z.infer<typeof TimeEntryCorrectionInputSchema>;

/** The office voids an entry that should never have existed (decision 0111). */
export const TimeEntryVoidInputSchema = z.object({ reason: requiredText(500) });
export type TimeEntryVoidInput = z.infer<typeof TimeEntryVoidInputSchema>;

/** What voiding answers: the entry, who voided it, when and why. */
export const VoidedTimeEntrySchema = z.object({
  id: idField(),
  voidedAt: z.string(),
  voidedBy: idField(),
  reason: z.string(),
});
export type VoidedTimeEntry = z.infer<typeof VoidedTimeEntrySchema>;

/** Payroll export range, inclusive, at most 62 days (two pay months). */
export const PayrollQuerySchema = z
  .object({ from: calendarDateField(), to: calendarDateField() })
  .refine((v) => v.to >= v.from, { path: ['to'], error: 'The end date must not be before the start date' })
  .refine((v) => Date.parse(v.to) - Date.parse(v.from) <= 62 * 86_400_000, {
    path: ['to'],
    error: 'Export at most 62 days at a time',
  });
export type PayrollQuery = z.infer<typeof PayrollQuerySchema>;

/** The payroll CSV's columns, in order. */
export const PAYROLL_COLUMNS = [
  'Employee',
  'Date',
  'Job',
  'Clock in',
  'Clock out',
  'Hours',
  'Flags',
  'Approval',
  'Original clock in',
  'Original clock out',
  'Correction reason',
  'Clock-in notes',
  'Clock-out notes',
] as const;

export const RejectionsQuerySchema = z.object({
  page: pageField(),
  /** 'open' (default) hides dismissed ones. */
  show: z.enum(['open', 'all']).default('open'),
});

/** One page of a paged office list: its items, which page, its size and the total across pages. */
function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), page: z.number(), pageSize: z.number(), total: z.number() });
}

export const RejectionSchema = z.object({
  clientId: idField(),
  mutationId: z.number(),
  name: z.string(),
  code: z.string(),
  message: z.string(),
  username: z.string(),
  /** The employee the account belongs to, when it belongs to one. */
  employeeName: z.string().nullable(),
  clientTime: z.string().nullable(),
  at: z.string(),
  dismissedAt: z.string().nullable(),
  dismissedBy: z.string().nullable(),
});
export type Rejection = z.infer<typeof RejectionSchema>;

export const RejectionPageSchema = pageOf(RejectionSchema);
export type RejectionPage = z.infer<typeof RejectionPageSchema>;

export const RejectionParamSchema = z.object({ clientId: idField(), mutationId: z.coerce.number().int().min(1) });

export const AppointmentSearchQuerySchema = z
  .object({
    q: singleLineText().trim().max(100, 'Must be at most 100 characters').optional(),
    status: appointmentStatus.schema.optional(),
    from: calendarDateField().optional(),
    to: calendarDateField().optional(),
    page: pageField(),
  })
  .refine((v) => !v.from || !v.to || v.to >= v.from, {
    path: ['to'],
    error: 'The end date must not be before the start date',
  });
export type AppointmentSearchQuery = z.infer<typeof AppointmentSearchQuerySchema>;

export const AppointmentPageSchema = pageOf(AppointmentSchema);
export type AppointmentPage = z.infer<typeof AppointmentPageSchema>;

export const StatusChangeSchema = z.object({
  fromStatus: appointmentStatus.schema.nullable(),
  toStatus: appointmentStatus.schema,
  byUsername: z.string().nullable(),
  /** 'office' (REST), 'sync' (a device's queued change), 'booking' (the visitor). */
  source: z.string(),
  at: z.string(),
});
export type StatusChange = z.infer<typeof StatusChangeSchema>;

export const AppointmentDetailSchema = z.object({
  appointment: AppointmentSchema,
  /** The customer record behind the job (decision 0142); office only, never synced. */
  customerId: idField(),
  history: z.array(StatusChangeSchema),
  /** Assigned employees and anyone who clocked in on the job. */
  crew: z.array(z.object({ employeeId: idField(), name: z.string(), phone: z.string(), assigned: z.boolean() })),
  timeEntries: z.array(OfficeTimeEntrySchema),
  photos: z.array(JobPhotoSchema),
  /** Job done: the crew's notes for the office, who marked it done and when, and its invoice. */
  done: z
    .object({ officeNotes: z.string().nullable(), doneAt: z.string(), doneBy: z.string().nullable() })
    .nullable()
    .optional(),
  invoice: InvoiceSchema.nullable().optional(),
});
export type AppointmentDetail = z.infer<typeof AppointmentDetailSchema>;

/**
 * The office sets a job's site (decision 0143): coordinates it pasted (a map link or
 * "lat, lng", read by `parseSiteLocation`), the job's address through the geocoder, or the
 * location of the crew's first punch on the job. Never two typed number boxes.
 */
export const OfficeSiteInputSchema = z.discriminatedUnion(
  'from',
  [
    z.object({ from: z.literal('coordinates'), latitude: latitudeField(), longitude: longitudeField() }),
    z.object({ from: z.literal('address') }),
    z.object({ from: z.literal('first-punch') }),
  ],
  { error: 'Choose how to set the site: coordinates, address or first-punch' },
);
export type OfficeSiteInput = z.infer<typeof OfficeSiteInputSchema>;
