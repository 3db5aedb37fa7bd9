/**
 * The one way an appointment's status changes, for the admin's REST call and the
 * `setAppointmentStatus` sync mutator alike: the change and its history row (who, when, from
 * where) commit together. Setting the status it already has writes nothing.
 */
import type { Appointment, AppointmentStatus, User } from '@haul/shared';
import type { Tx } from '../db/client.ts';
import { toAppointment } from '../db/repositories/appointment-row.ts';
import type { AppointmentStatusRepository, StatusSource } from '../db/repositories/appointment-status-history.ts';

export interface StatusChangeRequest {
  appointmentId: string;
  status: AppointmentStatus;
  user: User;
  source: StatusSource;
  now: Date;
}

/** Runs in the change's transaction when the status really changed (the customer's cancellation notice). */
export type OnStatusChanged = (tx: Tx, appointment: Appointment, to: AppointmentStatus, now: Date) => Promise<void>;

export function appointmentStatusService(
  repo: AppointmentStatusRepository,
  onChanged: OnStatusChanged = async () => {},
) {
  return {
    /** The appointment after the change; null when no (live) appointment has that id. */
    async change(tx: Tx, version: number, req: StatusChangeRequest): Promise<Appointment | null> {
      const current = await repo.lockStatus(tx, req.appointmentId);
      if (current === null) return null;
      const row = await repo.update(tx, version, req.appointmentId, req.status, req.now);
      if (current !== req.status) {
        await repo.record(tx, {
          appointmentId: req.appointmentId,
          from: current,
          to: req.status,
          source: req.source,
          recordedBy: req.user.id,
          at: req.now,
        });
      }
      const appointment = toAppointment(row);
      if (current !== req.status) await onChanged(tx, appointment, req.status, req.now);
      return appointment;
    },
  };
}
export type AppointmentStatusService = ReturnType<typeof appointmentStatusService>;
