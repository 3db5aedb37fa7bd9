/** Dispatch writes: who is on a job's crew, an employee's status, and the day a warning is judged against. */
import type { Appointment, Schedule } from '@haul/shared';
import type { Tx } from '../client.ts';
import { toAppointment, toEmployee, toSchedule } from './synced-rows.ts';

type Row = Record<string, unknown>;

export const dispatchWrites = {
  /** Set semantics: adding someone already on the crew changes nothing but the version. */
  async assign(tx: Tx, v: number, appointmentId: string, employeeId: string, now: Date) {
    const [row] = await tx<Row[]>`
      update appointments set
        assigned_employee_ids = case when ${employeeId}::uuid = any(assigned_employee_ids) then assigned_employee_ids
          else array_append(assigned_employee_ids, ${employeeId}::uuid) end,
        updated_at = ${now}, version = ${v}
      where id = ${appointmentId} and deleted_at is null returning *`;
    return row ? toAppointment(row, true) : null;
  },
  async unassign(tx: Tx, v: number, appointmentId: string, employeeId: string, now: Date) {
    const [row] = await tx<Row[]>`
      update appointments set assigned_employee_ids = array_remove(assigned_employee_ids, ${employeeId}::uuid),
        updated_at = ${now}, version = ${v}
      where id = ${appointmentId} and deleted_at is null returning *`;
    return row ? toAppointment(row, true) : null;
  },
  async setEmployeeStatus(tx: Tx, v: number, employeeId: string, status: string, now: Date) {
    const [row] = await tx<Row[]>`
      update employees set status = ${status}, updated_at = ${now}, version = ${v}
      where id = ${employeeId} and deleted_at is null returning *`;
    if (row && status === 'inactive') {
      // Inactive ends app access: sessions and unused setup codes end with it.
      await tx`update sessions set revoked_at = ${now}
        where revoked_at is null and user_id in (select id from users where employee_id = ${employeeId})`;
      await tx`update setup_codes set revoked_at = ${now}
        where employee_id = ${employeeId} and used_at is null and revoked_at is null`;
    }
    return row ? toEmployee(row, true) : null;
  },
  async employeeStatus(tx: Tx, employeeId: string): Promise<string | null> {
    const [row] = await tx<{ status: string }[]>`
      select status from employees where id = ${employeeId} and deleted_at is null`;
    return row?.status ?? null;
  },
  /** The day's schedules and live jobs, for the assignment warnings. */
  async day(tx: Tx, date: string): Promise<{ schedules: Schedule[]; jobs: Appointment[] }> {
    const schedules = await tx<Row[]>`select * from schedules where date = ${date} and deleted_at is null`;
    const jobs = await tx<Row[]>`
      select * from appointments where preferred_date = ${date} and deleted_at is null and status <> 'cancelled'`;
    return { schedules: schedules.map(toSchedule), jobs: jobs.map((r) => toAppointment(r, true)) };
  },
};
