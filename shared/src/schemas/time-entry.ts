import { z } from 'zod';
import { idField, isoTimestampField, latitudeField, longitudeField, optionalText } from './fields.ts';

const accuracy = z.coerce.number().min(0).max(100_000).optional();

/** Ten years in milliseconds: the widest phone clock error (or monotonic span) a punch may report. */
const TEN_YEARS_MS = 10 * 366 * 86_400_000;

/**
 * What the phone knew of its clock when it punched (`DeviceClockReading`, decision 0225): filled
 * in by the offline layer, never by a screen. Absent from older apps and most REST callers.
 */
export const DeviceClockSchema = z.object({
  offsetMs: z.number().int().min(-TEN_YEARS_MS).max(TEN_YEARS_MS),
  measuredAt: isoTimestampField(),
  currentOffsetMs: z.number().int().min(-TEN_YEARS_MS).max(TEN_YEARS_MS).optional(),
});

export const ClockInSchema = z.object({
  /** Set on the device, so an offline punch replays as an upsert. */
  id: idField().optional(),
  employeeId: idField(),
  appointmentId: idField(),
  /** Device time of the punch; the server keeps it beside its own receive time. */
  clockInTime: isoTimestampField().optional(),
  latitude: latitudeField(),
  longitude: longitudeField(),
  accuracy,
  notes: optionalText(1000),
  /** Required by policy when the device measured the punch outside the job-site radius. */
  outsideReason: optionalText(500),
  /** Required by policy when the job is not one of the employee's assigned jobs, or not today. */
  dispatchReason: optionalText(500),
  deviceClock: DeviceClockSchema.optional(),
});
export type ClockIn = z.input<typeof ClockInSchema>;

export const ClockOutSchema = z.object({
  employeeId: idField(),
  timeEntryId: idField().optional(),
  clockOutTime: isoTimestampField().optional(),
  latitude: latitudeField(),
  longitude: longitudeField(),
  accuracy,
  notes: optionalText(1000),
  deviceClock: DeviceClockSchema.optional(),
});
export type ClockOut = z.input<typeof ClockOutSchema>;

export const TimeEntrySchema = z.object({
  id: idField(),
  employeeId: idField(),
  appointmentId: idField().nullable(),
  clockInTime: z.string(),
  clockOutTime: z.string().nullable(),
  clockInLatitude: z.number().nullable(),
  clockInLongitude: z.number().nullable(),
  clockOutLatitude: z.number().nullable(),
  clockOutLongitude: z.number().nullable(),
  totalHours: z.number().nullable(),
  /** Notes given at clock-in. */
  notes: z.string().nullable(),
  /** Notes given at clock-out, kept beside (never over) the clock-in notes. */
  clockOutNotes: z.string().nullable().default(null),
  /** Server-measured distance from the job site at clock-in, in metres. */
  clockInDistanceMeters: z.number().nullable(),
  /** Why an admin should look at this entry (outside radius, clock skew), or null. */
  flags: z.array(z.string()),
  outsideReason: z.string().nullable(),
  dispatchReason: z.string().nullable(),
  /** Server-measured distance from the job site at clock-out, in metres. */
  clockOutDistanceMeters: z.number().nullable(),
  clockInReceivedAt: z.string().nullable(),
  /**
   * What the phone's clock said at each punch, when it differs from the stored (trusted) time above,
   * which the server corrected from the phone's measured clock offset (decision 0225).
   */
  deviceClockInTime: z.string().nullable().default(null),
  deviceClockOutTime: z.string().nullable().default(null),
  /**
   * The office's latest correction of this entry (decision 0236): the times it says were worked,
   * which are paid, and why. The phone's own times above are never changed.
   */
  officeCorrection: z
    .object({ clockInTime: z.string(), clockOutTime: z.string(), reason: z.string() })
    .nullable()
    .default(null),
  createdAt: z.string(),
});
export type TimeEntry = z.infer<typeof TimeEntrySchema>;
