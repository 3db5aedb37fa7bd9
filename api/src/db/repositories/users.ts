import { fullName, type User, type UserRole } from '@haul/shared';
import type { Sql } from '../client.ts';
import { iso } from '../rows.ts';

export interface UserRow {
  id: string;
  username: string;
  password_hash: string;
  role: UserRole;
  employee_id: string | null;
  created_at: Date;
  disabled_at: Date | null;
  deployment_account: boolean;
}

/** The linked employee's name, where a query joined it (sign-in and session look-ups). */
interface EmployeeName {
  first_name?: string | null;
  last_name?: string | null;
}

export const toUser = (
  r: Pick<UserRow, 'id' | 'username' | 'role' | 'employee_id' | 'created_at'> & EmployeeName,
): User => ({
  id: r.id,
  username: r.username,
  role: r.role,
  employeeId: r.employee_id,
  createdAt: iso(r.created_at),
  ...(r.first_name && r.last_name ? { displayName: fullName({ firstName: r.first_name, lastName: r.last_name }) } : {}),
});

export function usersRepository(sql: Sql) {
  return {
    /** Usernames are matched without regard to case (migration 0004 keeps them unique that way). */
    async findByUsername(
      username: string,
    ): Promise<(User & { passwordHash: string; disabled: boolean; deploymentAccount: boolean }) | null> {
      const [row] = await sql<(UserRow & EmployeeName & { employee_inactive: boolean })[]>`
        select u.*, e.first_name, e.last_name,
          coalesce(e.status = 'inactive' or e.deleted_at is not null, false) as employee_inactive
        from users u left join employees e on e.id = u.employee_id
        where lower(u.username) = lower(${username})`;
      return row
        ? {
            ...toUser(row),
            passwordHash: row.password_hash,
            // An inactive employee cannot sign in.
            disabled: row.disabled_at !== null || row.employee_inactive,
            deploymentAccount: row.deployment_account,
          }
        : null;
    },
    /** A deployment account; null when the username exists (another instance starting at the same moment made it). */
    async insertDeploymentAccount(
      username: string,
      passwordHash: string,
      role: UserRole,
      employeeId: string | null = null,
    ): Promise<User | null> {
      const [row] = await sql<UserRow[]>`
        insert into users (username, password_hash, role, employee_id, deployment_account)
        values (${username}, ${passwordHash}, ${role}, ${employeeId}, true)
        on conflict (username) do nothing returning *`;
      return row ? toUser(row) : null;
    },
    /** Only an account without an employee, and only to an employee without an account. */
    async linkEmployee(id: string, employeeId: string): Promise<void> {
      await sql`
        update users set employee_id = ${employeeId}
        where id = ${id} and employee_id is null
          and not exists (select 1 from users other where other.employee_id = ${employeeId})`;
    },
    async setPasswordHash(id: string, passwordHash: string): Promise<void> {
      await sql`update users set password_hash = ${passwordHash} where id = ${id}`;
    },
  };
}
export type UsersRepository = ReturnType<typeof usersRepository>;
