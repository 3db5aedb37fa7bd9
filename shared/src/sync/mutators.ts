/**
 * The mutators, named by intent, and the zod schema of each one's args. The device applies a
 * mutation optimistically and queues it; the server validates the same args and runs it for real.
 */
import { z } from 'zod';
import { appointmentStatus } from '../enums.ts';
import { AppointmentCreateSchema } from '../schemas/appointment.ts';
import { EmployeeCreateSchema, EmployeeStatusUpdateSchema } from '../schemas/employee.ts';
import { SaveEstimateSchema, SignEstimateSchema } from '../schemas/estimate.ts';
import { idField, latitudeField, longitudeField } from '../schemas/fields.ts';
import { CompleteJobSchema, RecordCardPaymentSchema } from '../schemas/invoice.ts';
import { JobPhotoMetadataSchema } from '../schemas/job-photo.ts';
import { RecordLoadSchema } from '../schemas/loads.ts';
import { ScheduleCreateSchema } from '../schemas/schedule.ts';
import { ClockInSchema, ClockOutSchema } from '../schemas/time-entry.ts';
import { FinishQuizSchema, OpenModuleSchema } from '../schemas/training.ts';
import type { SyncedTable } from './protocol.ts';

const withId = { id: idField() };
/**
 * The change version of the row an edit was based on (decision 0226): the server refuses the edit
 * as `edit_conflict` when someone else changed the row since. Absent for a new row, and from older
 * apps (their edits still apply as before).
 */
const baseVersion = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional();
const AssignmentSchema = z.object({ appointmentId: idField(), employeeId: idField() });

export const MUTATOR_ARGS = {
  clockIn: ClockInSchema.extend({ ...withId, clockInTime: ClockInSchema.shape.clockInTime.unwrap() }),
  clockOut: ClockOutSchema.extend({
    timeEntryId: idField(),
    clockOutTime: ClockOutSchema.shape.clockOutTime.unwrap(),
  }),
  upsertSchedule: ScheduleCreateSchema.safeExtend({ ...withId, baseVersion }),
  deleteSchedule: z.object({ ...withId, baseVersion }),
  /** `id` is the progress record's id if this creates it (one record per employee and module). */
  openTrainingModule: OpenModuleSchema.extend(withId),
  /** Scored again by the server; badges are awarded there. */
  finishQuiz: FinishQuizSchema.extend(withId),
  recordJobPhoto: JobPhotoMetadataSchema.extend(withId),
  /** Crews delete their own photos, admins any; the server removes the files. */
  deleteJobPhoto: z.object(withId),
  /** Admin only. */
  setAppointmentStatus: z.object({ appointmentId: idField(), status: appointmentStatus.schema }),
  /** Admin only: where the job is, for the 100 m clock-in rule. */
  setAppointmentSite: z.object({ appointmentId: idField(), latitude: latitudeField(), longitude: longitudeField() }),
  /** Admin only: a job entered by the office (with its site), e.g. taken by phone. */
  createAppointment: AppointmentCreateSchema.extend({
    ...withId,
    siteLatitude: latitudeField().optional(),
    siteLongitude: longitudeField().optional(),
  }),
  /** Admin only. */
  createEmployee: EmployeeCreateSchema.extend(withId),
  /** Admin only: active, vacation or inactive (the spec's employee states). */
  setEmployeeStatus: EmployeeStatusUpdateSchema.extend({ employeeId: idField() }),
  /** Admin only: put one person on a job's crew (a set add, so two offline offices never clobber). */
  assignEmployee: AssignmentSchema,
  /** Admin only: take one person off a job's crew. */
  unassignEmployee: AssignmentSchema,
  /**
   * A crew member on the job taps "On my way" (docs/messages.md): `id` is the tap, so a replay is one
   * message. Sent only if the job has not started when the server gets it; the position (when the
   * phone had one) gives the arrival estimate.
   */
  announceOnMyWay: z.object({
    ...withId,
    appointmentId: idField(),
    employeeId: idField(),
    latitude: latitudeField().optional(),
    longitude: longitudeField().optional(),
  }),
  /** The job's crew or an admin: an estimate priced on site (created or changed; a change clears the signature). */
  saveEstimate: SaveEstimateSchema.extend({ baseVersion }),
  /** The customer's finger signature over the estimate's current lines. */
  signEstimate: SignEstimateSchema,
  /** The job's crew or an admin: job done; the server issues the invoice from the signed estimate. */
  completeJob: CompleteJobSchema,
  /** The job's crew or an admin: paid on the card reader (no payment provider configured). */
  recordCardPayment: RecordCardPaymentSchema,
  /** The crew at the facility (decision 0200): a dump ticket or donation receipt, shared among its jobs. */
  recordLoad: RecordLoadSchema,
} as const;

export type MutatorName = keyof typeof MUTATOR_ARGS;
export type MutatorArgs<N extends MutatorName> = z.input<(typeof MUTATOR_ARGS)[N]>;
export type ParsedMutatorArgs<N extends MutatorName> = z.output<(typeof MUTATOR_ARGS)[N]>;
export const ADMIN_ONLY_MUTATORS: ReadonlySet<MutatorName> = new Set([
  'setAppointmentStatus',
  'setAppointmentSite',
  'createAppointment',
  'createEmployee',
  'setEmployeeStatus',
  'assignEmployee',
  'unassignEmployee',
]);
/**
 * The mutators that overwrite a row the office can also edit, and that row's table: each carries
 * the `baseVersion` of the row it was based on, which the device fills in (decision 0226).
 */
export const VERSIONED_EDITS = {
  upsertSchedule: 'schedules',
  deleteSchedule: 'schedules',
  saveEstimate: 'estimates',
} as const satisfies Partial<Record<MutatorName, SyncedTable>>;
export const isMutatorName = (name: string): name is MutatorName => Object.hasOwn(MUTATOR_ARGS, name);
