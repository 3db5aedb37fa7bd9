/**
 * Appointments SQL. Public bookings insert through `insertIfWindowOpen`, which counts the
 * window's bookings and inserts inside one `writeVersioned` transaction: the `sync_version` row
 * lock serialises every writer, so two requests can never both see "one place left".
 */
import type { Appointment, AppointmentCreate, CalendarDate } from '@haul/shared';
import { writeVersioned } from '../change-version.ts';
import type { Sql } from '../client.ts';
import { type AppointmentRow, toAppointment } from './appointment-row.ts';

/** A booking ready to store: the company calendar date instead of the client's timestamp. */
export type NewBooking = Omit<AppointmentCreate, 'preferredDate' | 'website'> & { preferredDate: CalendarDate };

/** Thrown inside the transaction so a full window rolls back (no version is spent). */
class WindowFull extends Error {}

export function appointmentsRepository(sql: Sql) {
  return {
    /** Non-cancelled bookings per arrival window on a date. */
    async bookedPerWindow(date: CalendarDate): Promise<Map<string, number>> {
      const rows = await sql<{ slot: string; count: number }[]>`
        select preferred_time_slot as slot, count(*)::int as count
        from appointments
        where preferred_date = ${date} and status <> 'cancelled' and deleted_at is null
        group by preferred_time_slot`;
      return new Map(rows.map((r) => [r.slot, r.count]));
    },

    /** Inserts a pending appointment unless its window already holds `capacity`; null when full. */
    async insertIfWindowOpen(input: NewBooking, capacity: number, createdAt: Date): Promise<Appointment | null> {
      try {
        return await writeVersioned(sql, async (tx, version) => {
          const [taken] = await tx<{ count: number }[]>`
            select count(*)::int as count from appointments
            where preferred_date = ${input.preferredDate} and preferred_time_slot = ${input.preferredTimeSlot}
              and status <> 'cancelled' and deleted_at is null`;
          if ((taken?.count ?? 0) >= capacity) throw new WindowFull();
          const [row] = await tx<AppointmentRow[]>`
            insert into appointments (first_name, last_name, phone, email, address, service_type, description,
              preferred_date, preferred_time_slot, status, special_instructions, lead_source, site_flag, created_at,
              updated_at, version)
            values (${input.firstName}, ${input.lastName}, ${input.phone}, ${input.email}, ${input.address},
              ${input.serviceType}, ${input.description}, ${input.preferredDate}, ${input.preferredTimeSlot},
              'pending', ${input.specialInstructions ?? null}, ${input.leadSource}, 'no_site', ${createdAt}, ${createdAt},
              ${version})
            returning *`;
          return toAppointment(row as AppointmentRow);
        });
      } catch (error) {
        if (error instanceof WindowFull) return null;
        throw error;
      }
    },
  };
}
export type AppointmentsRepository = ReturnType<typeof appointmentsRepository>;
