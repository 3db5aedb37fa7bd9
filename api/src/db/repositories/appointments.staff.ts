/**
 * Staff-side appointment SQL: the admin's full list, a crew's window of dates, and the admin's
 * The status change is in appointment-status-history.ts. The public booking SQL (availability, create) lives in `appointments.ts`.
 */
import type { Appointment, CalendarDate } from '@haul/shared';
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
  };
}
export type StaffAppointmentsRepository = ReturnType<typeof staffAppointmentsRepository>;
