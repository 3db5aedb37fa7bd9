/**
 * Staff-side appointment SQL: the admin's full list, a crew's window of dates, and the admin's
 * status change. The public booking SQL (availability, create) lives in `appointments.ts`.
 * Status changes go through `writeVersioned` so the sync engine pulls them to crew phones.
 */
import type { Appointment, AppointmentStatus, CalendarDate, LeadSource } from '@haul/shared';
import { writeVersioned } from '../change-version.ts';
import type { Sql } from '../client.ts';
import { iso } from '../rows.ts';

interface AppointmentRow {
  id: string;
  first_name: string;
  last_name: string;
  phone: string;
  email: string;
  address: string;
  service_type: string;
  description: string;
  preferred_date: string;
  preferred_time_slot: string;
  status: AppointmentStatus;
  special_instructions: string | null;
  assigned_employee_id: string | null;
  lead_source: LeadSource;
  site_latitude: number | null;
  site_longitude: number | null;
  created_at: Date;
}

export const toAppointment = (r: AppointmentRow): Appointment => ({
  id: r.id,
  firstName: r.first_name,
  lastName: r.last_name,
  phone: r.phone,
  email: r.email,
  address: r.address,
  serviceType: r.service_type,
  description: r.description,
  preferredDate: r.preferred_date,
  preferredTimeSlot: r.preferred_time_slot,
  status: r.status,
  specialInstructions: r.special_instructions,
  assignedEmployeeId: r.assigned_employee_id,
  leadSource: r.lead_source,
  siteLatitude: r.site_latitude,
  siteLongitude: r.site_longitude,
  createdAt: iso(r.created_at),
});

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
