/**
 * The pull's scope as SQL: which rows a device holds, for crews and admins alike, and the one rule
 * by which rows leave it (docs/sync.md "Scope", decision 0215). The windows themselves (which
 * days, whose rows) are `scopeFor()` in api/src/sync/sync-scope.ts; this file turns them into
 * conditions over each synced table's own row.
 *
 * Each synced table has, for the signed-in user and the scope's calendar day:
 * - `who`: the rows this user may ever see. Others are never sent, not even as a delete.
 * - `keep`: of those, the rows the device holds. A full reset sends exactly these.
 * - `told`: of the rows that left `keep`, the ones the device may have held and so must be told
 *   about (every one, except crews' appointments: only jobs that were dated inside the window).
 *
 * THE RULE for rows leaving scope, so no row is a ghost and none comes back:
 * 1. What decides `keep` is the row's own columns and the scope's day. A change that moves a row
 *    out of `keep` changes the row, so it gets a new change version (a time entry reviewed by the
 *    office is stamped too: `approve` in services/office-time-entries.ts).
 * 2. An incremental pull sends every row changed since the cursor that the user may see: as a row
 *    when it is in `keep` and live, as a delete when it was deleted or left `keep` (and is in `keep`
 *    or `told`). A row that comes back into scope later is a later change, sent as a row again,
 *    never before its delete.
 * 3. A cursor names the day its scope was taken on. Time moves the windows only from one day to
 *    the next, so a pull on another day than its cursor's starts a full reset (which replaces the
 *    device's rows with the new `keep`). Pages of one reset keep the day it began on
 *    (api/src/sync/pull.ts).
 */
import type { CalendarDate, SyncedTable } from '@haul/shared';
import type { Tx } from '../client.ts';

export interface PullScope {
  admin: boolean;
  /** The calendar day the windows are taken around (carried in the cursor). */
  day: CalendarDate;
  /** Appointments with a preferred date in [from, to] (`to` null: everything ahead). */
  appointmentWindow: { from: CalendarDate; to: CalendarDate | null };
  /** Time entries, photos, estimates, invoices and contact requests dated since this instant. */
  since: Date;
  /** Crews see only their own employee's time entries, training progress and badges (null for admins). */
  ownEmployeeId: string | null;
}

/** The `who`, `keep` and `told` conditions of one table, as SQL over that table's own row. */
export function tableScope(tx: Tx, table: SyncedTable, scope: PullScope) {
  const all = tx`true`;
  const { from, to } = scope.appointmentWindow;
  const own = tx`employee_id = ${scope.ownEmployeeId}`;
  if (scope.admin) {
    switch (table) {
      case 'appointments':
        // Plus any job not yet finished or cancelled: unresolved work stays whatever its date.
        return {
          who: all,
          keep: tx`(preferred_date >= ${from} or status in ('pending', 'confirmed'))`,
          told: all,
        };
      case 'timeEntries':
        // Plus open entries and flagged ones the office has not reviewed yet.
        return {
          who: all,
          keep: tx`(clock_in_time >= ${scope.since} or clock_out_time is null
            or (cardinality(flags) > 0 and voided_at is null
              and not exists (select 1 from time_entry_reviews r where r.time_entry_id = time_entries.id)))`,
          told: all,
        };
      case 'jobPhotos':
        return { who: all, keep: tx`uploaded_at >= ${scope.since}`, told: all };
      case 'contactRequests':
        return { who: all, keep: tx`(created_at >= ${scope.since} or handled_at is null)`, told: all };
      case 'estimates':
        return { who: all, keep: tx`updated_at >= ${scope.since}`, told: all };
      case 'invoices':
        return { who: all, keep: tx`(issued_at >= ${scope.since} or status = 'open')`, told: all };
      case 'truckDays':
        return { who: all, keep: tx`date >= ${scope.since}::date`, told: all };
      case 'loads':
        return { who: all, keep: tx`dumped_at >= ${scope.since}`, told: all };
      default:
        return { who: all, keep: all, told: all };
    }
  }
  switch (table) {
    case 'appointments':
      // Crews see every job in the window (contact details only on their own: crewCopyOf). A job
      // leaves it by a reschedule, which is recorded: only those are told, so a crew never hears
      // of jobs that were never in its window (decision 0144).
      return {
        who: all,
        keep: tx`preferred_date between ${from} and ${to}`,
        told: tx`exists (select 1 from appointment_reschedules r where r.appointment_id = appointments.id
          and r.from_date between ${from} and ${to})`,
      };
    case 'timeEntries':
      return { who: own, keep: tx`(clock_in_time >= ${scope.since} or clock_out_time is null)`, told: all };
    case 'employeeProgress':
    case 'employeeBadges':
      return { who: own, keep: all, told: all };
    // The crew's own truck days and loads of the last 30 days (decision 0200).
    case 'truckDays':
      return { who: own, keep: tx`date >= ${scope.since}::date`, told: all };
    case 'loads':
      return { who: own, keep: tx`dumped_at >= ${scope.since}`, told: all };
    case 'contactRequests':
      return { who: tx`false`, keep: tx`false`, told: tx`false` };
    case 'estimates':
    case 'invoices':
      return {
        who: all,
        keep: tx`appointment_id in (select id from appointments where ${scope.ownEmployeeId}::uuid = any(assigned_employee_ids))`,
        told: all,
      };
    default:
      return { who: all, keep: all, told: all };
  }
}

/**
 * The rows one pull reads from a table (after the cursor's position), and whether each goes as a
 * delete: the rule above as SQL. `resetFrom` is the version a full reset began at (null: an
 * incremental pull, where every row after the cursor has changed since it).
 */
export function pullCondition(tx: Tx, table: SyncedTable, scope: PullScope, resetFrom: number | null) {
  const { who, keep, told } = tableScope(tx, table, scope);
  const changed = resetFrom === null ? tx`true` : tx`version > ${resetFrom}`;
  return {
    // Live rows in scope; and of the rows changed since (a reset: since it began), tombstones and
    // rows that left, where the device may hold them.
    where: tx`${who} and ((${keep} and deleted_at is null) or (${changed} and (${keep} or ${told})))`,
    /** Selected as a column: false sends the row as a delete. */
    keep,
  };
}
