/** The office's appointment list (search, filters, pages of 20) and one appointment's page. */
import type { AppointmentDetail, AppointmentPage, AppointmentSearchQuery } from '@haul/shared';
import type { Clock } from '../clock.ts';
import type { AppointmentSearchRepository } from '../db/repositories/appointment-search.ts';
import type { AppointmentStatusRepository } from '../db/repositories/appointment-status-history.ts';
import type { OfficeTimeEntriesRepository } from '../db/repositories/office-time-entries.ts';
import { notFound } from '../http/errors.ts';
import { toOfficeTimeEntry } from './office-time-entries.ts';

export const APPOINTMENT_PAGE_SIZE = 20;

export function officeAppointmentsService(
  search: AppointmentSearchRepository,
  history: AppointmentStatusRepository,
  timeEntries: OfficeTimeEntriesRepository,
  clock: Clock,
  /** The customer record behind a job (decision 0142). */
  customerOf: (appointmentId: string) => Promise<string | null>,
) {
  return {
    async list({ page, ...filter }: AppointmentSearchQuery): Promise<AppointmentPage> {
      const { items, total } = await search.search(filter, APPOINTMENT_PAGE_SIZE, (page - 1) * APPOINTMENT_PAGE_SIZE);
      return { items, total, page, pageSize: APPOINTMENT_PAGE_SIZE };
    },

    async detail(id: string): Promise<AppointmentDetail> {
      const appointment = await search.find(id);
      if (!appointment) throw notFound('No appointment has that id.');
      const now = clock.now();
      const [customerId, changes, crew, entries, photos, done] = await Promise.all([
        customerOf(id),
        history.history(id),
        search.crew(id),
        timeEntries.forAppointment(id),
        search.photos(id),
        search.done(id),
      ]);
      if (!customerId) throw notFound('No appointment has that id.');
      return {
        appointment,
        customerId,
        history: changes,
        crew,
        timeEntries: entries.map((row) => toOfficeTimeEntry(row, now)),
        photos,
        ...done,
      };
    },
  };
}
export type OfficeAppointmentsService = ReturnType<typeof officeAppointmentsService>;
