/** Refused sync changes for the office's "needs attention" list, paged, with a dismissed marker. */
import type { Rejection } from '@haul/shared';
import type { Sql } from '../client.ts';
import { isoOrNull } from '../rows.ts';

interface RejectionRow {
  client_id: string;
  mutation_id: number;
  name: string;
  result: { code?: string; message?: string } | null;
  client_time: Date | null;
  server_time: Date;
  username: string;
  employee_name: string | null;
  dismissed_at: Date | null;
  dismissed_by: string | null;
}

export function syncRejectionsRepository(sql: Sql) {
  const visible = (includeDismissed: boolean) =>
    includeDismissed ? sql`m.status = 'rejected'` : sql`m.status = 'rejected' and m.dismissed_at is null`;
  return {
    async page(
      includeDismissed: boolean,
      limit: number,
      offset: number,
    ): Promise<{ items: Rejection[]; total: number }> {
      const [count] = await sql<{ n: number }[]>`
        select count(*)::int as n from sync_mutations m where ${visible(includeDismissed)}`;
      const rows = await sql<RejectionRow[]>`
        select m.client_id, m.mutation_id, m.name, m.result, m.client_time, m.server_time, m.dismissed_at,
          u.username, full_name(e.first_name, e.last_name) as employee_name, du.username as dismissed_by
        from sync_mutations m
        join sync_clients c using (client_id)
        join users u on u.id = c.user_id
        left join employees e on e.id = u.employee_id
        left join users du on du.id = m.dismissed_by
        where ${visible(includeDismissed)}
        order by m.server_time desc, m.client_id, m.mutation_id desc limit ${limit} offset ${offset}`;
      return {
        total: count?.n ?? 0,
        items: rows.map((r) => ({
          clientId: r.client_id,
          mutationId: r.mutation_id,
          name: r.name,
          code: r.result?.code ?? 'rejected',
          message: r.result?.message ?? 'The server refused this change.',
          username: r.username,
          employeeName: r.employee_name,
          clientTime: isoOrNull(r.client_time),
          at: r.server_time.toISOString(),
          dismissedAt: isoOrNull(r.dismissed_at),
          dismissedBy: r.dismissed_by,
        })),
      };
    },

    /** Marks a rejection dismissed (once; a second dismiss keeps the first). False when none matches. */
    async dismiss(clientId: string, mutationId: number, userId: string, now: Date): Promise<boolean> {
      const rows = await sql`
        update sync_mutations set dismissed_at = coalesce(dismissed_at, ${now}),
          dismissed_by = coalesce(dismissed_by, ${userId})
        where client_id = ${clientId} and mutation_id = ${mutationId} and status = 'rejected'
        returning 1`;
      return rows.length > 0;
    },
  };
}
export type SyncRejectionsRepository = ReturnType<typeof syncRejectionsRepository>;
