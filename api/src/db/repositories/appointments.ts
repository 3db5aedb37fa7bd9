/**
 * Appointments SQL. Bookings insert through `insertIfWindowOpen`, which counts the window's
 * bookings and inserts inside one `writeVersioned` transaction: the `sync_version` row lock
 * serialises every writer, so two requests can never both see "one place left". Whether the
 * window takes one more is the caller's rule (services/window-capacity.ts); this file counts and stores.
 */
import type { Appointment, CalendarDate, NewAppointment } from '@haul/shared';
import { writeVersioned } from '../change-version.ts';
import type { Sql, Tx } from '../client.ts';
import { type AppointmentRow, insertNewAppointment, toAppointment } from './appointment-row.ts';
import { type DateCalendar, dateCalendar } from './business-calendar.ts';

export type { DateCalendar };

/** Thrown inside the transaction so a full window rolls back (no version is spent). */
class WindowFull extends Error {}
class Missing extends Error {}

/** An admin booking or moving a job past capacity, with why. */
export interface CapacityOverride {
  userId: string;
  reason: string;
}

/** Whether a window takes one more (the rule: services/window-capacity.ts), and the override to record. */
export type Admission =
  | { admitted: false }
  | { admitted: true; override: (CapacityOverride & { bookedBefore: number; capacity: number }) | null };

/** The rule the caller applies under the lock: this window's calendar and the bookings it already holds. */
export type Admit = (calendar: DateCalendar, booked: number) => Admission;

/** Reschedule outcome: the moved job, or why not. */
export type MoveResult = { moved: Appointment } | { refused: 'missing' | 'full' };

const recordOverride = (
  tx: Tx,
  appointmentId: string,
  action: 'book' | 'reschedule',
  at: { date: CalendarDate; slot: string },
  admitted: Admission,
  recordedAt: Date | string,
) => {
  if (!admitted.admitted || !admitted.override) return Promise.resolve();
  const o = admitted.override;
  return tx`insert into capacity_overrides (appointment_id, action, date, slot, booked_before, capacity, reason,
      recorded_by, recorded_at)
    values (${appointmentId}, ${action}, ${at.date}, ${at.slot}, ${o.bookedBefore}, ${o.capacity}, ${o.reason},
      ${o.userId}, ${recordedAt})`.then(() => {});
};

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
     * Stores `job` (as `newAppointment()` built it) unless its window refuses one more; null when
     * it does. The calendar is read under the same lock, so an office change to it (also a
     * versioned write) is never half-seen.
     */
    async insertIfWindowOpen(
      job: NewAppointment,
      weekday: number,
      admit: Admit,
      /** Runs in the same transaction after the insert (the customer messages go in the outbox there). */
      alsoInTransaction: (tx: Tx, created: Appointment) => Promise<void> = async () => {},
    ): Promise<Appointment | null> {
      try {
        return await writeVersioned(sql, async (tx, version) => {
          const calendar = await dateCalendar(tx, job.preferredDate, weekday);
          const [taken] = await tx<{ count: number }[]>`
            select count(*)::int as count from appointments
            where preferred_date = ${job.preferredDate} and preferred_time_slot = ${job.preferredTimeSlot}
              and status <> 'cancelled' and deleted_at is null`;
          const admitted = admit(calendar, taken?.count ?? 0);
          if (!admitted.admitted) throw new WindowFull();
          const created = (await insertNewAppointment(tx, job, version)) as Appointment;
          const at = { date: job.preferredDate, slot: job.preferredTimeSlot };
          await recordOverride(tx, created.id, 'book', at, admitted, job.createdAt);
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
      admit: Admit,
      by: string,
      at: Date,
      /** Runs in the same transaction after the move (the customer's reschedule notice). */
      alsoInTransaction: (tx: Tx, moved: Appointment, occasion: string) => Promise<void> = async () => {},
    ): Promise<MoveResult> {
      try {
        return await writeVersioned(sql, async (tx, version): Promise<MoveResult> => {
          const [current] = await tx<{ preferred_date: string; preferred_time_slot: string }[]>`
            select preferred_date::text as preferred_date, preferred_time_slot from appointments
            where id = ${id} and deleted_at is null and status not in ('cancelled', 'completed') for update`;
          if (!current) throw new Missing();
          const calendar = await dateCalendar(tx, to.date, to.weekday);
          const [taken] = await tx<{ count: number }[]>`
            select count(*)::int as count from appointments
            where preferred_date = ${to.date} and preferred_time_slot = ${to.slot} and id <> ${id}
              and status <> 'cancelled' and deleted_at is null`;
          const admitted = admit(calendar, taken?.count ?? 0);
          if (!admitted.admitted) throw new WindowFull();
          const [row] = await tx<AppointmentRow[]>`
            update appointments set preferred_date = ${to.date}, preferred_time_slot = ${to.slot},
              updated_at = ${at}, version = ${version}
            where id = ${id} returning *`;
          const [move] = await tx<{ id: string }[]>`
            insert into appointment_reschedules (appointment_id, from_date, from_slot, to_date, to_slot,
              recorded_by, recorded_at)
            values (${id}, ${current.preferred_date}, ${current.preferred_time_slot}, ${to.date}, ${to.slot}, ${by}, ${at})
            returning id::text as id`;
          await recordOverride(tx, id, 'reschedule', to, admitted, at);
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
