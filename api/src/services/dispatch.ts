/**
 * The office's dispatch writes through sync (admin-only mutators): jobs entered by phone, a job's
 * site and status, new employees and their status, and who is on a job's crew. Assigning warns
 * about Not Available and overlapping windows but never refuses them (decision 0060); an inactive
 * employee cannot be assigned.
 */
import {
  type Appointment,
  type AssignmentWarning,
  assignmentWarnings,
  calendarDateOf,
  type Employee,
  jobSite,
  newAppointment,
} from '@haul/shared';
import type { Tx } from '../db/client.ts';
import { dispatchWrites } from '../db/repositories/dispatch.ts';
import { staffWrites } from '../db/repositories/staff-writes.ts';
import { conflict, notFound } from '../http/errors.ts';
import type { AppointmentStatusService } from './appointment-status.ts';
import type { MutationWrite } from './versioned-write.ts';

/** Where an office-entered job without a site is sent to be geocoded (after the push commits). */
export interface SiteLocator {
  locateLater(appointmentId: string, address: string): void;
}

/** A create whose id was already taken (a replay after a lost answer): nothing was written. */
export interface AlreadyExisted {
  id: string;
  existed: true;
}

export interface Assignment {
  appointment: Appointment;
  warnings: AssignmentWarning[];
}

const orNotFound = <T>(value: T | null, what: string): T => {
  if (value === null) throw notFound(`That ${what} does not exist.`);
  return value;
};

/** Customer messages of an office-made booking (services/messages.ts), queued in its transaction. */
export interface BookingNotices {
  booked(tx: Tx, appointment: Appointment, smsConsent: boolean, now: Date): Promise<void>;
  /** Asks the message worker for a pass (after commit). */
  sendSoon(): void;
}

export function dispatchService(
  appointmentStatus: AppointmentStatusService,
  sites: SiteLocator,
  notices: BookingNotices = { booked: async () => {}, sendSoon: () => {} },
) {
  return {
    async setAppointmentStatus({
      tx,
      version,
      user,
      now,
      args,
    }: MutationWrite<'setAppointmentStatus'>): Promise<Appointment> {
      const { appointmentId, status } = args;
      const changed = await appointmentStatus.change(tx, version, { appointmentId, status, user, source: 'sync', now });
      return orNotFound(changed, 'job');
    },
    async setAppointmentSite({ tx, version, now, args }: MutationWrite<'setAppointmentSite'>): Promise<Appointment> {
      const site = jobSite({ source: 'office', latitude: args.latitude, longitude: args.longitude });
      return orNotFound(await staffWrites.setAppointmentSite(tx, version, args.appointmentId, site, now), 'job');
    },
    /** A job without a site is geocoded once the push has committed (its write takes the version lock). */
    async createAppointment(
      w: MutationWrite<'createAppointment'> & { afterCommit(task: () => void): void },
    ): Promise<Appointment | AlreadyExisted> {
      const { tx, version, now, args } = w;
      const { id, smsConsent: _consent, website: _honeypot, siteLatitude, siteLongitude, ...fields } = args;
      const site =
        siteLatitude === undefined || siteLongitude === undefined
          ? null
          : { latitude: siteLatitude, longitude: siteLongitude };
      const job = newAppointment(
        { ...fields, preferredDate: calendarDateOf(new Date(args.preferredDate)) },
        { id, createdAt: now.toISOString(), site },
      );
      const created = await staffWrites.createAppointment(tx, version, job);
      if (created && args.siteLatitude === undefined)
        w.afterCommit(() => sites.locateLater(created.id, created.address));
      if (created) {
        await notices.booked(tx, created, args.smsConsent, now);
        w.afterCommit(notices.sendSoon);
      }
      return created ?? { id: args.id, existed: true };
    },
    async createEmployee({
      tx,
      version,
      now,
      args,
    }: MutationWrite<'createEmployee'>): Promise<Employee | AlreadyExisted> {
      return (await staffWrites.createEmployee(tx, version, args, now)) ?? { id: args.id, existed: true };
    },
    async setEmployeeStatus({ tx, version, now, args }: MutationWrite<'setEmployeeStatus'>): Promise<Employee> {
      const updated = await dispatchWrites.setEmployeeStatus(tx, version, args.employeeId, args.status, now);
      return orNotFound(updated, 'employee');
    },
    async assignEmployee({ tx, version, now, args }: MutationWrite<'assignEmployee'>): Promise<Assignment> {
      const status = await dispatchWrites.employeeStatus(tx, args.employeeId);
      if (status === null) throw notFound('That employee does not exist.');
      if (status === 'inactive')
        throw conflict('employee_inactive', 'That employee is inactive and cannot be assigned.');
      const job = orNotFound(await dispatchWrites.assign(tx, version, args.appointmentId, args.employeeId, now), 'job');
      const day = await dispatchWrites.day(tx, job.preferredDate);
      return { appointment: job, warnings: assignmentWarnings(args.employeeId, job, day.schedules, day.jobs) };
    },
    async unassignEmployee({ tx, version, now, args }: MutationWrite<'unassignEmployee'>): Promise<Appointment> {
      return orNotFound(await dispatchWrites.unassign(tx, version, args.appointmentId, args.employeeId, now), 'job');
    },
  };
}
export type DispatchService = ReturnType<typeof dispatchService>;
