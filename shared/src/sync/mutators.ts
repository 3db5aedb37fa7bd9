/**
 * The mutators, named by intent, and the zod schema of each one's args. The device applies a
 * mutation optimistically and queues it; the server validates the same args and runs it for real.
 */
import { z } from 'zod';
import { appointmentStatus } from '../enums.ts';
import { AppointmentCreateSchema } from '../schemas/appointment.ts';
import { EmployeeCreateSchema } from '../schemas/employee.ts';
import { idField, latitudeField, longitudeField } from '../schemas/fields.ts';
import { JobPhotoMetadataSchema } from '../schemas/job-photo.ts';
import { ScheduleCreateSchema } from '../schemas/schedule.ts';
import { ClockInSchema, ClockOutSchema } from '../schemas/time-entry.ts';
import { TrainingProgressInputSchema } from '../schemas/training.ts';

const withId = { id: idField() };

export const MUTATOR_ARGS = {
  clockIn: ClockInSchema.extend({ ...withId, clockInTime: ClockInSchema.shape.clockInTime.unwrap() }),
  clockOut: ClockOutSchema.extend({
    timeEntryId: idField(),
    clockOutTime: ClockOutSchema.shape.clockOutTime.unwrap(),
  }),
  upsertSchedule: ScheduleCreateSchema.safeExtend(withId),
  deleteSchedule: z.object(withId),
  recordTrainingProgress: TrainingProgressInputSchema.extend(withId),
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
} as const;

export type MutatorName = keyof typeof MUTATOR_ARGS;
export type MutatorArgs<N extends MutatorName> = z.input<(typeof MUTATOR_ARGS)[N]>;
export type ParsedMutatorArgs<N extends MutatorName> = z.output<(typeof MUTATOR_ARGS)[N]>;
export const ADMIN_ONLY_MUTATORS: ReadonlySet<MutatorName> = new Set([
  'setAppointmentStatus',
  'setAppointmentSite',
  'createAppointment',
  'createEmployee',
]);
export const isMutatorName = (name: string): name is MutatorName => Object.hasOwn(MUTATOR_ARGS, name);
