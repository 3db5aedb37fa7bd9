/**
 * Appointment status changes and their history. The only SQL that changes an appointment's
 * status, so REST and sync both leave a history row (services/appointment-status.ts).
 */
import type { AppointmentStatus, StatusChange } from '@haul/shared';
import type { Sql, Tx } from '../client.ts';
import { iso } from '../rows.ts';
import type { AppointmentRow } from './appointment-row.ts';

export type StatusSource = 'office' | 'sync' | 'booking';

export function appointmentStatusRepository(sql: Sql) {
  return {
    async lockStatus(tx: Tx, id: string): Promise<AppointmentStatus | null> {
      const [row] = await tx<{ status: AppointmentStatus }[]>`
        select status from appointments where id = ${id} and deleted_at is null for update`;
      return row?.status ?? null;
    },

    async update(tx: Tx, version: number, id: string, status: AppointmentStatus, now: Date): Promise<AppointmentRow> {
      const [row] = await tx<AppointmentRow[]>`
        update appointments set status = ${status}, updated_at = ${now}, version = ${version}
        where id = ${id} returning *`;
      if (!row) throw new Error(`appointment ${id} vanished while locked`);
      return row;
    },

    async record(
      tx: Tx,
      change: {
        appointmentId: string;
        from: AppointmentStatus | null;
        to: AppointmentStatus;
        source: StatusSource;
        recordedBy: string | null;
        at: Date;
      },
    ): Promise<void> {
      await tx`
        insert into appointment_status_history (appointment_id, from_status, to_status, source, recorded_by, changed_at)
        values (${change.appointmentId}, ${change.from}, ${change.to}, ${change.source}, ${change.recordedBy}, ${change.at})`;
    },

    async history(appointmentId: string): Promise<StatusChange[]> {
      const rows = await sql<
        {
          from_status: AppointmentStatus | null;
          to_status: AppointmentStatus;
          source: string;
          username: string | null;
          changed_at: Date;
        }[]
      >`
        select h.from_status, h.to_status, h.source, u.username, h.changed_at
        from appointment_status_history h left join users u on u.id = h.recorded_by
        where h.appointment_id = ${appointmentId} order by h.changed_at, h.id`;
      return rows.map((r) => ({
        fromStatus: r.from_status,
        toStatus: r.to_status,
        byUsername: r.username,
        source: r.source,
        at: iso(r.changed_at),
      }));
    },
  };
}
export type AppointmentStatusRepository = ReturnType<typeof appointmentStatusRepository>;
