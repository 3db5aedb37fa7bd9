/**
 * Who sees which appointments. Admins get every appointment with its lead source (the
 * dashboard's analytics); crews get the dates they work around today, without lead sources
 * (marketing data is the office's business, not the field's).
 */
import {
  type Appointment,
  type AppointmentStatus,
  byWorkOrder,
  calendarDateOf,
  crewCopyOf,
  crewWindowAround,
  type User,
} from '@haul/shared';
import type { Clock } from '../clock.ts';
import { writeVersioned } from '../db/change-version.ts';
import type { Sql } from '../db/client.ts';
import type { StaffAppointmentsRepository } from '../db/repositories/appointments.staff.ts';
import { notFound } from '../http/errors.ts';
import type { AppointmentStatusService } from './appointment-status.ts';

export function staffAppointmentsService(
  repo: StaffAppointmentsRepository,
  clock: Clock,
  sql: Sql,
  appointmentStatus: AppointmentStatusService,
) {
  return {
    async listFor(user: User): Promise<Appointment[]> {
      if (user.role === 'admin') return repo.listAll();
      const today = calendarDateOf(clock.now());
      const { from, to } = crewWindowAround(today);
      const rows = await repo.listBetween(from, to);
      return rows.sort(byWorkOrder).map((job) => crewCopyOf(job, user.employeeId ?? null));
    },

    /** The admin's REST status change; versioned so crew phones pull it, with a history row. */
    async setStatus(id: string, status: AppointmentStatus, user: User): Promise<Appointment> {
      const now = clock.now();
      const updated = await writeVersioned(sql, (tx, version) =>
        appointmentStatus.change(tx, version, { appointmentId: id, status, user, source: 'office', now }),
      );
      if (!updated) throw notFound('No appointment has that id.');
      return updated;
    },
  };
}
export type StaffAppointmentsService = ReturnType<typeof staffAppointmentsService>;
