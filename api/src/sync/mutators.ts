/**
 * The server side of each mutator: validated args in, effects inside the push's transaction
 * (already holding the change version), a JSON-able result out (or its last statement `Sent`, see
 * db/sent.ts). A business refusal throws an `ApiFailure` (4xx), or rejects the `Sent` answer; the
 * push undoes that mutation's writes and records it as a rejection with its code and message.
 */
import { assignmentWarnings, calendarDateOf, type MutatorName, type ParsedMutatorArgs, type User } from '@haul/shared';
import { assertActsFor } from '../auth/acting-as.ts';
import type { Tx } from '../db/client.ts';
import { dispatchWrites } from '../db/repositories/dispatch.ts';
import type { JobPhotosRepository } from '../db/repositories/job-photos.ts';
import { staffWrites } from '../db/repositories/staff-writes.ts';
import { Sent } from '../db/sent.ts';
import { ApiFailure, conflict, notFound } from '../http/errors.ts';
import type { AppointmentStatusService } from '../services/appointment-status.ts';
import { assertMayDelete } from '../services/job-photos.ts';
import type { PunchContext, TimeClockService } from '../services/time-clock.ts';
import type { TrainingService } from '../services/training.ts';

export interface MutatorContext {
  user: User;
  now: Date;
  punch: PunchContext;
  /** Runs `task` once this mutation's change is committed, never for an attempt rolled back. */
  afterCommit(task: () => void): void;
}
type ServerMutator<N extends MutatorName> = (
  tx: Tx,
  version: number,
  args: ParsedMutatorArgs<N>,
  ctx: MutatorContext,
) => Promise<unknown>;
export type ServerMutators = { [N in MutatorName]: ServerMutator<N> };

const orNotFound = <T>(value: T | null, what: string): T => {
  if (value === null) throw notFound(`That ${what} does not exist.`);
  return value;
};

/** Where an office-entered job without a site is sent to be geocoded (after the push commits). */
export interface SiteLocator {
  locateLater(appointmentId: string, address: string): void;
}

export function serverMutators(
  timeClock: TimeClockService,
  photos: JobPhotosRepository,
  training: TrainingService,
  appointmentStatus: AppointmentStatusService,
  sites: SiteLocator = { locateLater: () => {} },
): ServerMutators {
  return {
    // Every staff write below first checks that the signed-in user may act for the employee the
    // record belongs to (a crew account only for itself), then records the user as `recorded_by`.
    // A punch's insert or update is returned sent, not answered: the push sends the next mutation with it.
    clockIn: (tx, v, a, ctx) => timeClock.sendClockIn(tx, v, a, ctx.punch, ctx.user),
    clockOut: (tx, v, a, ctx) => timeClock.sendClockOut(tx, v, a, ctx.punch, ctx.user),
    async upsertSchedule(tx, v, a, ctx) {
      assertActsFor(ctx.user, a.employeeId);
      // The checks and the write are one statement (they read the rows as they were), returned
      // sent: its answer refuses what the checks forbid, and the push then undoes the write.
      const answer = staffWrites
        .upsertSchedule(tx, v, a, ctx.now, ctx.user.id)
        .then(({ owner, employeeExists, saved }) => {
          // Moving an existing schedule needs the right to its current owner too.
          if (owner) assertActsFor(ctx.user, owner);
          if (!employeeExists) throw notFound('That employee does not exist.');
          if (!saved) throw conflict('schedule_deleted', 'That schedule was deleted; the change was not saved.');
          return saved;
        });
      return new Sent(answer);
    },
    async deleteSchedule(tx, v, a, ctx) {
      const owner = await staffWrites.scheduleOwner(tx, a.id);
      if (owner) assertActsFor(ctx.user, owner);
      return { deleted: await staffWrites.deleteSchedule(tx, v, a.id, ctx.now, ctx.user.id) };
    },
    openTrainingModule: (tx, v, a, ctx) => training.open(tx, v, a, ctx.user),
    finishQuiz: (tx, v, a, ctx) => training.finish(tx, v, a, ctx.user),
    async deleteJobPhoto(tx, v, a, ctx) {
      const photo = await photos.find(a.id, tx);
      // Already deleted (by the office, or this mutation's first delivery): nothing left to do.
      if (!photo) return { deleted: false };
      assertMayDelete(ctx.user, photo);
      return { deleted: await photos.markDeleted(tx, a.id, v, ctx.now) };
    },
    async recordJobPhoto(tx, v, a, ctx) {
      assertActsFor(ctx.user, a.employeeId);
      // The bytes are uploaded first (POST /api/job-photos creates the row); this confirms them in order.
      const photo = await photos.find(a.id, tx);
      if (!photo) throw new ApiFailure(409, 'photo_not_uploaded', 'The photo file never reached the server.');
      if (photo.employeeId) assertActsFor(ctx.user, photo.employeeId);
      return photos.updateDescription(tx, a.id, a.description ?? null, v, ctx.user.id);
    },
    setAppointmentStatus: async (tx, v, a, ctx) =>
      orNotFound(
        await appointmentStatus.change(tx, v, {
          appointmentId: a.appointmentId,
          status: a.status,
          user: ctx.user,
          source: 'sync',
          now: ctx.now,
        }),
        'job',
      ),
    setAppointmentSite: async (tx, v, a, ctx) =>
      orNotFound(await staffWrites.setAppointmentSite(tx, v, a, ctx.now), 'job'),
    async createAppointment(tx, v, a, ctx) {
      const date = calendarDateOf(new Date(a.preferredDate));
      const created = await staffWrites.createAppointment(tx, v, a, date, ctx.now);
      // The geocode's write takes the change-version lock this push holds: it starts after the commit.
      if (created && a.siteLatitude === undefined)
        ctx.afterCommit(() => sites.locateLater(created.id, created.address));
      return created ?? { id: a.id, existed: true };
    },
    async createEmployee(tx, v, a, ctx) {
      return (await staffWrites.createEmployee(tx, v, a, ctx.now)) ?? { id: a.id, existed: true };
    },
    setEmployeeStatus: async (tx, v, a, ctx) =>
      orNotFound(await dispatchWrites.setEmployeeStatus(tx, v, a.employeeId, a.status, ctx.now), 'employee'),
    async assignEmployee(tx, v, a, ctx) {
      const status = await dispatchWrites.employeeStatus(tx, a.employeeId);
      if (status === null) throw notFound('That employee does not exist.');
      if (status === 'inactive')
        throw conflict('employee_inactive', 'That employee is inactive and cannot be assigned.');
      const job = orNotFound(await dispatchWrites.assign(tx, v, a.appointmentId, a.employeeId, ctx.now), 'job');
      const day = await dispatchWrites.day(tx, job.preferredDate);
      return { appointment: job, warnings: assignmentWarnings(a.employeeId, job, day.schedules, day.jobs) };
    },
    unassignEmployee: async (tx, v, a, ctx) =>
      orNotFound(await dispatchWrites.unassign(tx, v, a.appointmentId, a.employeeId, ctx.now), 'job'),
  };
}
