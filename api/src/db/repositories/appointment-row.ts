/**
 * The appointments row as postgres.js returns it, its API shape, and the one insert of a new job
 * (as `newAppointment()` in shared builds it). Shared by every appointments repository.
 */
import type { Appointment, NewAppointment } from '@haul/shared';
import type { Tx } from '../client.ts';
import { iso } from '../rows.ts';

export interface AppointmentRow {
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
  status: Appointment['status'];
  special_instructions: string | null;
  assigned_employee_ids: string[];
  lead_source: NonNullable<Appointment['leadSource']>;
  site_latitude: number | null;
  site_longitude: number | null;
  site_source: Appointment['siteSource'];
  site_flag: Appointment['siteFlag'];
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
  assignedEmployeeIds: r.assigned_employee_ids ?? [],
  leadSource: r.lead_source,
  siteLatitude: r.site_latitude,
  siteLongitude: r.site_longitude,
  siteSource: r.site_source ?? null,
  siteFlag: r.site_flag ?? null,
  createdAt: iso(r.created_at),
});

/**
 * Stores a new job exactly as built, every column from it (the defaults are the builder's, not
 * this SQL's); null when a row with its id exists already (a replayed mutation).
 */
export async function insertNewAppointment(tx: Tx, job: NewAppointment, version: number): Promise<Appointment | null> {
  const [row] = await tx<AppointmentRow[]>`
    insert into appointments (id, first_name, last_name, phone, email, address, service_type, description,
      preferred_date, preferred_time_slot, status, special_instructions, assigned_employee_ids, lead_source,
      site_latitude, site_longitude, site_source, site_flag, created_at, updated_at, version)
    values (${job.id}, ${job.firstName}, ${job.lastName}, ${job.phone}, ${job.email}, ${job.address},
      ${job.serviceType}, ${job.description}, ${job.preferredDate}, ${job.preferredTimeSlot}, ${job.status},
      ${job.specialInstructions}, ${tx.array(job.assignedEmployeeIds)}::uuid[], ${job.leadSource},
      ${job.siteLatitude}, ${job.siteLongitude}, ${job.siteSource}, ${job.siteFlag}, ${job.createdAt},
      ${job.createdAt}, ${version})
    on conflict (id) do nothing
    returning *`;
  return row ? toAppointment(row) : null;
}
