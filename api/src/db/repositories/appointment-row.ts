/** The appointments row as postgres.js returns it, and its API shape. Shared by every appointments repository. */
import type { Appointment } from '@haul/shared';
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
