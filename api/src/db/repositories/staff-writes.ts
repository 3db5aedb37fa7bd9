/** The writes behind the staff mutators other than punches and photos; every one stamps `version`. */
import type { ParsedMutatorArgs } from '@haul/shared';
import type { Tx } from '../client.ts';
import { toAppointment, toEmployee, toSchedule } from './synced-rows.ts';

type Row = Record<string, unknown>;
const one = (rows: readonly Row[]) => rows[0] ?? null;

export const staffWrites = {
  /** Whose schedule a row is (null when there is no live row with that id). */
  async scheduleOwner(tx: Tx, id: string): Promise<string | null> {
    const [row] = await tx<{ employee_id: string }[]>`
      select employee_id from schedules where id = ${id} and deleted_at is null`;
    return row?.employee_id ?? null;
  },
  /**
   * What a schedule write must check, in one statement: whose the schedule is now (null when there
   * is no live row with that id) and whether the employee it is for exists.
   */
  async scheduleChecks(tx: Tx, id: string, employeeId: string) {
    const [row] = await tx<{ owner: string | null; employee_exists: boolean }[]>`
      select (select employee_id from schedules where id = ${id} and deleted_at is null) as owner,
        exists (select 1 from employees where id = ${employeeId} and deleted_at is null) as employee_exists`;
    return { owner: row?.owner ?? null, employeeExists: row?.employee_exists === true };
  },
  async upsertSchedule(tx: Tx, v: number, s: ParsedMutatorArgs<'upsertSchedule'>, now: Date, recordedBy: string) {
    const row = one(
      await tx`
      insert into schedules (id, employee_id, date, start_time, end_time, is_available, notes, created_at, updated_at,
        version, recorded_by)
      values (${s.id}, ${s.employeeId}, ${s.date}, ${s.startTime}, ${s.endTime}, ${s.isAvailable}, ${s.notes ?? null},
              ${now}, ${now}, ${v}, ${recordedBy})
      on conflict (id) do update set employee_id = excluded.employee_id, date = excluded.date,
        start_time = excluded.start_time, end_time = excluded.end_time, is_available = excluded.is_available,
        notes = excluded.notes, updated_at = excluded.updated_at, version = excluded.version,
        recorded_by = excluded.recorded_by
      where schedules.deleted_at is null
      returning *`,
    );
    return row ? toSchedule(row) : null;
  },
  async deleteSchedule(tx: Tx, v: number, id: string, now: Date, recordedBy: string) {
    const rows = await tx`
      update schedules set deleted_at = ${now}, version = ${v}, recorded_by = ${recordedBy}
      where id = ${id} and deleted_at is null returning id`;
    return rows.length > 0;
  },
  async setAppointmentSite(tx: Tx, v: number, a: ParsedMutatorArgs<'setAppointmentSite'>, now: Date) {
    const row = one(
      await tx`
      update appointments set site_latitude = ${a.latitude}, site_longitude = ${a.longitude}, site_source = 'office',
        site_flag = null, updated_at = ${now}, version = ${v} where id = ${a.appointmentId} and deleted_at is null returning *`,
    );
    return row ? toAppointment(row, true) : null;
  },
  async createAppointment(tx: Tx, v: number, a: ParsedMutatorArgs<'createAppointment'>, date: string, now: Date) {
    const row = one(
      await tx`
      insert into appointments (id, first_name, last_name, phone, email, address, service_type, description,
        preferred_date, preferred_time_slot, special_instructions, lead_source, site_latitude, site_longitude,
        site_source, site_flag, created_at, updated_at, version)
      values (${a.id}, ${a.firstName}, ${a.lastName}, ${a.phone}, ${a.email}, ${a.address}, ${a.serviceType},
        ${a.description}, ${date}, ${a.preferredTimeSlot}, ${a.specialInstructions ?? null}, ${a.leadSource},
        ${a.siteLatitude ?? null}, ${a.siteLongitude ?? null},
        ${a.siteLatitude === undefined ? null : 'office'}, ${a.siteLatitude === undefined ? 'no_site' : null},
        ${now}, ${now}, ${v})
      on conflict (id) do nothing returning *`,
    );
    return row ? toAppointment(row, true) : null;
  },
  async createEmployee(tx: Tx, v: number, e: ParsedMutatorArgs<'createEmployee'>, now: Date) {
    const row = one(
      await tx`
      insert into employees (id, first_name, last_name, phone, email, role, hourly_rate, created_at, updated_at, version)
      values (${e.id}, ${e.firstName}, ${e.lastName}, ${e.phone}, ${e.email}, ${e.role}, ${e.hourlyRate ?? null},
        ${now}, ${now}, ${v})
      on conflict (id) do nothing returning *`,
    );
    return row ? toEmployee(row, true) : null;
  },
  async employeeExists(tx: Tx, id: string) {
    return (await tx`select 1 from employees where id = ${id} and deleted_at is null`).length > 0;
  },
};
