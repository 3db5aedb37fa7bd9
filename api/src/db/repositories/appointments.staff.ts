/**
 * Staff-side appointment SQL: the admin's full list, a crew's window of dates, and the admin's
 * status change. The public booking SQL (availability, create) lives in `appointments.ts`.
 * Status changes go through `writeVersioned` so the sync engine pulls them to crew phones.
 */
import type { Appointment, AppointmentStatus, CalendarDate } from '@haul/shared';
import { writeVersioned } from '../change-version.ts';
import type { Sql } from '../client.ts';
import { type AppointmentRow, toAppointment } from './appointment-row.ts';

export function staffAppointmentsRepository(sql: Sql) {
  return {
    /** Every appointment, newest booking first (the admin dashboard). */
    async listAll(): Promise<Appointment[]> {
      const rows = await sql<AppointmentRow[]>`
        select * from appointments where deleted_at is null order by created_at desc, id`;
      return rows.map(toAppointment);
    },

    /** Appointments on calendar dates from..to inclusive, by date (the service orders the slots). */
    async listBetween(from: CalendarDate, to: CalendarDate): Promise<Appointment[]> {
      const rows = await sql<AppointmentRow[]>`
        select * from appointments
        where deleted_at is null and preferred_date between ${from} and ${to}
        order by preferred_date, created_at, id`;
      return rows.map(toAppointment);
    },

    /** Sets the status; null when no (live) appointment has that id. */
    async setStatus(id: string, status: AppointmentStatus, now: Date): Promise<Appointment | null> {
      return writeVersioned(sql, async (tx, version) => {
        const [row] = await tx<AppointmentRow[]>`
          update appointments set status = ${status}, updated_at = ${now}, version = ${version}
          where id = ${id} and deleted_at is null
          returning *`;
        return row ? toAppointment(row) : null;
      });
    },
  };
}
export type StaffAppointmentsRepository = ReturnType<typeof staffAppointmentsRepository>;
