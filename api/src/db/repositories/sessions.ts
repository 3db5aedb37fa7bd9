import type { User } from '@haul/shared';
import type { Sql } from '../client.ts';
import { toUser } from './users.ts';

export function sessionsRepository(sql: Sql) {
  return {
    async create(
      tokenHash: string,
      userId: string,
      now: Date,
      expiresAt: Date,
      absoluteExpiresAt: Date,
    ): Promise<void> {
      await sql`
        insert into sessions (token_hash, user_id, created_at, last_seen_at, expires_at, absolute_expires_at)
        values (${tokenHash}, ${userId}, ${now}, ${now}, ${expiresAt}, ${absoluteExpiresAt})`;
    },

    /** The session's user when the session exists, is not revoked and has not expired. */
    async findActive(
      tokenHash: string,
      now: Date,
    ): Promise<{ user: User; lastSeenAt: Date; absoluteExpiresAt: Date } | null> {
      const [row] = await sql<
        {
          id: string;
          username: string;
          role: 'admin' | 'crew';
          employee_id: string | null;
          created_at: Date;
          first_name: string | null;
          last_name: string | null;
          last_seen_at: Date;
          absolute_expires_at: Date;
        }[]
      >`
        select u.id, u.username, u.role, u.employee_id, u.created_at, e.first_name, e.last_name,
          s.last_seen_at, s.absolute_expires_at
        from sessions s join users u on u.id = s.user_id
        left join employees e on e.id = u.employee_id
        where s.token_hash = ${tokenHash} and s.revoked_at is null
          and s.expires_at > ${now} and s.absolute_expires_at > ${now}
          and u.disabled_at is null
          -- An inactive (or removed) employee's account has no app access.
          and not coalesce(e.status = 'inactive' or e.deleted_at is not null, false)`;
      return row
        ? { user: toUser(row), lastSeenAt: row.last_seen_at, absoluteExpiresAt: row.absolute_expires_at }
        : null;
    },

    async touch(tokenHash: string, now: Date, expiresAt: Date): Promise<void> {
      await sql`update sessions set last_seen_at = ${now}, expires_at = ${expiresAt} where token_hash = ${tokenHash}`;
    },

    async revoke(tokenHash: string, now: Date): Promise<void> {
      await sql`update sessions set revoked_at = ${now} where token_hash = ${tokenHash} and revoked_at is null`;
    },

    /** Deletes sessions that can no longer be used: expired (either way) or revoked. */
    async purgeEnded(now: Date): Promise<number> {
      const rows = await sql`
        delete from sessions
        where expires_at <= ${now} or absolute_expires_at <= ${now} or revoked_at is not null`;
      return rows.count;
    },

    async revokeAllForUser(userId: string, now: Date): Promise<void> {
      await sql`update sessions set revoked_at = ${now} where user_id = ${userId} and revoked_at is null`;
    },
  };
}
export type SessionsRepository = ReturnType<typeof sessionsRepository>;
