import type { User, UserRole } from '@haul/shared';
import type { Sql } from '../client.ts';
import { iso } from '../rows.ts';

interface UserRow {
  id: string;
  username: string;
  password_hash: string;
  role: UserRole;
  employee_id: string | null;
  created_at: Date;
}

export const toUser = (r: Omit<UserRow, 'password_hash'>): User => ({
  id: r.id,
  username: r.username,
  role: r.role,
  employeeId: r.employee_id,
  createdAt: iso(r.created_at),
});

export function usersRepository(sql: Sql) {
  return {
    async findByUsername(username: string): Promise<(User & { passwordHash: string }) | null> {
      const [row] = await sql<UserRow[]>`select * from users where username = ${username}`;
      return row ? { ...toUser(row), passwordHash: row.password_hash } : null;
    },
    async insert(username: string, passwordHash: string, role: UserRole): Promise<User> {
      const [row] = await sql<UserRow[]>`
        insert into users (username, password_hash, role) values (${username}, ${passwordHash}, ${role}) returning *`;
      return toUser(row as UserRow);
    },
    async setPasswordHash(id: string, passwordHash: string): Promise<void> {
      await sql`update users set password_hash = ${passwordHash} where id = ${id}`;
    },
  };
}
export type UsersRepository = ReturnType<typeof usersRepository>;
