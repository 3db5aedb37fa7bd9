/**
 * Appointments SQL. Public bookings insert through `insertIfWindowOpen`, which counts the
 * window's bookings and inserts inside one `writeVersioned` transaction: the `sync_version` row
 * lock serialises every writer, so two requests can never both see "one place left".
 */
import type { Appointment, AppointmentCreate, CalendarDate } from '@haul/shared';
import { writeVersioned } from '../change-version.ts';
import type { Sql, Tx } from '../client.ts';
import { type AppointmentRow, toAppointment } from './appointment-row.ts';
import { type DateCalendar, dateCalendar } from './business-calendar.ts';

/** A booking ready to store: the company calendar date instead of the client's timestamp. */
export type NewBooking = Omit<AppointmentCreate, 'preferredDate' | 'website' | 'smsConsent'> & {
  preferredDate: CalendarDate;
};

/** Thrown inside the transaction so a full window rolls back (no version is spent). */
class WindowFull extends Error {}
class Missing extends Error {}

/** An admin booking or moving a job past capacity: recorded with the job, in the same transaction. */
export interface CapacityOverride {
  userId: string;
  reason: string;
}

/** Reschedule outcome: the moved job, or why not. */
export type MoveResult = { moved: Appointment } | { refused: 'missing' | 'full' };

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

    /**
     * Inserts a pending appointment unless its window already holds its capacity; null when full.
     * The capacity is decided from the date's calendar read under the same lock, so an office
     * change to the calendar (also a versioned write) is never half-seen.
     */
    async insertIfWindowOpen(
      input: NewBooking,
      weekday: number,
      capacity: (calendar: DateCalendar) => number,
      createdAt: Date,
      override?: CapacityOverride,
      /** Runs in the same transaction after the insert (the customer messages go in the outbox there). */
      alsoInTransaction: (tx: Tx, created: Appointment) => Promise<void> = async () => {},
    ): Promise<Appointment | null> {
      try {
        return await writeVersioned(sql, async (tx, version) => {
          const places = capacity(await dateCalendar(tx, input.preferredDate, weekday));
          const [taken] = await tx<{ count: number }[]>`
            select count(*)::int as count from appointments
            where preferred_date = ${input.preferredDate} and preferred_time_slot = ${input.preferredTimeSlot}
              and status <> 'cancelled' and deleted_at is null`;
          const bookedBefore = taken?.count ?? 0;
          if (bookedBefore >= places && !override) throw new WindowFull();
          const [row] = await tx<AppointmentRow[]>`
            insert into appointments (first_name, last_name, phone, email, address, service_type, description,
              preferred_date, preferred_time_slot, status, special_instructions, lead_source, site_flag, created_at,
              updated_at, version)
            values (${input.firstName}, ${input.lastName}, ${input.phone}, ${input.email}, ${input.address},
              ${input.serviceType}, ${input.description}, ${input.preferredDate}, ${input.preferredTimeSlot},
              'pending', ${input.specialInstructions ?? null}, ${input.leadSource}, 'no_site', ${createdAt}, ${createdAt},
              ${version})
            returning *`;
          const created = toAppointment(row as AppointmentRow);
          if (override && bookedBefore >= places) {
            await tx`insert into capacity_overrides (appointment_id, action, date, slot, booked_before, capacity, reason,
                recorded_by, recorded_at)
              values (${created.id}, 'book', ${input.preferredDate}, ${input.preferredTimeSlot}, ${bookedBefore},
                ${places}, ${override.reason}, ${override.userId}, ${createdAt})`;
          }
          await alsoInTransaction(tx, created);
          return created;
        });
      } catch (error) {
        if (error instanceof WindowFull) return null;
        throw error;
      }
    },

    /**
     * Moves a live job to another date and window if that window has room (this job not counted),
     * under the same lock as a booking; the move and any override are recorded with it. The
     * version moves, so the crew's phones pull the new date.
     */
    async moveIfWindowOpen(
      id: string,
      to: { date: CalendarDate; slot: string; weekday: number },
      capacity: (calendar: DateCalendar) => number,
      by: string,
      at: Date,
      override?: CapacityOverride,
      /** Runs in the same transaction after the move (the customer's reschedule notice). */
      alsoInTransaction: (tx: Tx, moved: Appointment, occasion: string) => Promise<void> = async () => {},
    ): Promise<MoveResult> {
      try {
        return await writeVersioned(sql, async (tx, version): Promise<MoveResult> => {
          const [current] = await tx<{ preferred_date: string; preferred_time_slot: string }[]>`
            select preferred_date::text as preferred_date, preferred_time_slot from appointments
            where id = ${id} and deleted_at is null and status not in ('cancelled', 'completed') for update`;
          if (!current) throw new Missing();
          const places = capacity(await dateCalendar(tx, to.date, to.weekday));
          const [taken] = await tx<{ count: number }[]>`
            select count(*)::int as count from appointments
            where preferred_date = ${to.date} and preferred_time_slot = ${to.slot} and id <> ${id}
              and status <> 'cancelled' and deleted_at is null`;
          const bookedBefore = taken?.count ?? 0;
          if (bookedBefore >= places && !override) throw new WindowFull();
          const [row] = await tx<AppointmentRow[]>`
            update appointments set preferred_date = ${to.date}, preferred_time_slot = ${to.slot},
              updated_at = ${at}, version = ${version}
            where id = ${id} returning *`;
          const [move] = await tx<{ id: string }[]>`
            insert into appointment_reschedules (appointment_id, from_date, from_slot, to_date, to_slot,
              recorded_by, recorded_at)
            values (${id}, ${current.preferred_date}, ${current.preferred_time_slot}, ${to.date}, ${to.slot}, ${by}, ${at})
            returning id::text as id`;
          if (override && bookedBefore >= places) {
            await tx`insert into capacity_overrides (appointment_id, action, date, slot, booked_before, capacity, reason,
                recorded_by, recorded_at)
              values (${id}, 'reschedule', ${to.date}, ${to.slot}, ${bookedBefore}, ${places}, ${override.reason},
                ${by}, ${at})`;
          }
          const moved = toAppointment(row as AppointmentRow);
          // The reschedule row's id is the notice's occasion: each move is one notice.
          await alsoInTransaction(tx, moved, move?.id ?? at.toISOString());
          return { moved };
        });
      } catch (error) {
        if (error instanceof WindowFull) return { refused: 'full' };
        if (error instanceof Missing) return { refused: 'missing' };
        throw error;
      }
    },
  };
}
export type AppointmentsRepository = ReturnType<typeof appointmentsRepository>;
