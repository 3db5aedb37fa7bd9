/** Personal accounts: which employee has which account, and the one-time setup codes. */
import type { AccessStatus, StaffAccess, User } from '@haul/shared';
import type { Sql, Tx } from '../client.ts';
import { iso } from '../rows.ts';
import { toUser, type UserRow } from './users.ts';

interface AccessRow {
  employee_id: string;
  first_name: string;
  last_name: string;
  username: string | null;
  disabled_at: Date | null;
  code_expires_at: Date | null;
}

function statusOf(r: AccessRow): AccessStatus {
  if (r.code_expires_at) return 'pending';
  if (!r.username) return 'none';
  return r.disabled_at ? 'disabled' : 'active';
}

export interface ValidSetupCode {
  id: string;
  employeeId: string;
  /** The employee's account, when access was given before (a reset). */
  userId: string | null;
}

export function staffAccountsRepository(sql: Sql) {
  return {
    /** Every current employee with their account and open setup code, by name. */
    async list(now: Date): Promise<StaffAccess[]> {
      const rows = await sql<AccessRow[]>`
        select e.id as employee_id, e.first_name, e.last_name, u.username, u.disabled_at,
          (select max(c.expires_at) from setup_codes c
            where c.employee_id = e.id and c.used_at is null and c.revoked_at is null and c.expires_at > ${now})
            as code_expires_at
        from employees e left join users u on u.employee_id = e.id
        where e.deleted_at is null
        order by e.first_name, e.last_name, e.id`;
      return rows.map((r) => ({
        employeeId: r.employee_id,
        firstName: r.first_name,
        lastName: r.last_name,
        status: statusOf(r),
        username: r.username,
        codeExpiresAt: r.code_expires_at ? iso(r.code_expires_at) : null,
      }));
    },

    async employeeName(employeeId: string): Promise<string | null> {
      const [row] = await sql<{ name: string }[]>`
        select full_name(first_name, last_name) as name from employees where id = ${employeeId} and deleted_at is null`;
      return row?.name ?? null;
    },

    async employeeInactive(employeeId: string): Promise<boolean> {
      const [row] = await sql<{ status: string }[]>`select status from employees where id = ${employeeId}`;
      return row?.status === 'inactive';
    },

    async findEmployeeByName(firstName: string, lastName: string): Promise<string | null> {
      const [row] = await sql<{ id: string }[]>`
        select id from employees where first_name = ${firstName} and last_name = ${lastName} and deleted_at is null
        order by created_at limit 1`;
      return row?.id ?? null;
    },

    async userForEmployee(tx: Tx | Sql, employeeId: string): Promise<User | null> {
      const [row] = await tx<UserRow[]>`select * from users where employee_id = ${employeeId}`;
      return row ? toUser(row) : null;
    },

    async usernameTaken(tx: Tx, username: string, exceptUserId: string | null): Promise<boolean> {
      const rows = await tx`
        select 1 from users where lower(username) = lower(${username})
          and (${exceptUserId}::uuid is null or id <> ${exceptUserId}::uuid)`;
      return rows.length > 0;
    },

    /** Ends every open code of the employee; a new code (reset) or disabling calls this. */
    async revokeCodes(tx: Tx | Sql, employeeId: string, now: Date): Promise<void> {
      await tx`
        update setup_codes set revoked_at = ${now}
        where employee_id = ${employeeId} and used_at is null and revoked_at is null`;
    },

    async insertCode(
      tx: Tx,
      c: { codeHash: string; employeeId: string; createdBy: string; now: Date; expiresAt: Date },
    ): Promise<void> {
      await tx`
        insert into setup_codes (code_hash, employee_id, created_by, created_at, expires_at)
        values (${c.codeHash}, ${c.employeeId}, ${c.createdBy}, ${c.now}, ${c.expiresAt})`;
    },

    /** Locks the code's row, so two redemptions of one code cannot both succeed. */
    async lockValidCode(tx: Tx, codeHash: string, now: Date): Promise<ValidSetupCode | null> {
      const [row] = await tx<{ id: string; employee_id: string; user_id: string | null }[]>`
        select c.id, c.employee_id, u.id as user_id
        from setup_codes c
          join employees e on e.id = c.employee_id and e.deleted_at is null and e.status <> 'inactive'
          left join users u on u.employee_id = c.employee_id
        where c.code_hash = ${codeHash} and c.used_at is null and c.revoked_at is null and c.expires_at > ${now}
        for update of c`;
      return row ? { id: row.id, employeeId: row.employee_id, userId: row.user_id } : null;
    },

    async markCodeUsed(tx: Tx, id: string, now: Date): Promise<void> {
      await tx`update setup_codes set used_at = ${now} where id = ${id}`;
    },

    async createCrewUser(tx: Tx, username: string, passwordHash: string, employeeId: string): Promise<User> {
      const [row] = await tx<UserRow[]>`
        insert into users (username, password_hash, role, employee_id)
        values (${username}, ${passwordHash}, 'crew', ${employeeId}) returning *`;
      if (!row) throw new Error('insert returned no row');
      return toUser(row);
    },

    /** A redeemed reset: new username and password, enabled again. */
    async replaceCredentials(tx: Tx, userId: string, username: string, passwordHash: string): Promise<User> {
      const [row] = await tx<UserRow[]>`
        update users set username = ${username}, password_hash = ${passwordHash}, disabled_at = null,
          deployment_account = false
        where id = ${userId} returning *`;
      if (!row) throw new Error('update returned no row');
      return toUser(row);
    },

    async setDisabled(tx: Tx | Sql, userId: string, at: Date | null): Promise<void> {
      await tx`update users set disabled_at = ${at} where id = ${userId}`;
    },

    async revokeSessions(tx: Tx | Sql, userId: string, now: Date): Promise<void> {
      await tx`update sessions set revoked_at = ${now} where user_id = ${userId} and revoked_at is null`;
    },
  };
}
export type StaffAccountsRepository = ReturnType<typeof staffAccountsRepository>;
