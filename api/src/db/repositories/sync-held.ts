/** Changes and photos held on phones (decision 0265): the phones' notices and the office's list. */
import type { HeldItem, HeldKind } from '@haul/shared';
import type { Sql } from '../client.ts';

export interface HeldRecord {
  clientId: string;
  kind: HeldKind;
  /** The mutation id of a change or the id of a photo, as text. */
  itemId: string;
  userId: string;
  name: string;
  bytes: number;
  status: number;
  heldAt: Date;
}

interface HeldRow {
  client_id: string;
  kind: HeldKind;
  item_id: string;
  name: string;
  bytes: string | number;
  status: number;
  held_at: Date;
  reported_at: Date;
  username: string;
  employee_name: string | null;
}

export function syncHeldRepository(sql: Sql) {
  /**
   * Still held as far as the server can tell: a change whose mutation it never recorded, a photo
   * it does not hold (a clear that never arrived leaves nothing on the office's list). The casts
   * are reached only for their own kind.
   */
  const notReceived = () => sql`
    not exists (
      select 1 from sync_mutations m
      where m.client_id = h.client_id
        and m.mutation_id = (case when h.kind = 'change' then h.item_id::bigint end))
    and not exists (
      select 1 from job_photos p where p.id = (case when h.kind = 'photo' then h.item_id::uuid end))`;
  return {
    /**
     * Stores a notice, or refreshes what it says; the first time held and the first report are
     * kept. Only the user who reported it may change it (false otherwise).
     */
    async report(r: HeldRecord, now: Date): Promise<boolean> {
      const rows = await sql`
        insert into sync_held (client_id, kind, item_id, user_id, name, bytes, status, held_at, reported_at)
        values (${r.clientId}, ${r.kind}, ${r.itemId}, ${r.userId}, ${r.name}, ${r.bytes}, ${r.status},
          ${r.heldAt}, ${now})
        on conflict (client_id, kind, item_id) do update set
          name = excluded.name, bytes = excluded.bytes, status = excluded.status,
          held_at = least(sync_held.held_at, excluded.held_at)
        where sync_held.user_id = excluded.user_id
        returning 1`;
      return rows.length > 0;
    },

    /** Removes a notice of this user's; false when there was none. */
    async clear(userId: string, clientId: string, kind: HeldKind, itemId: string): Promise<boolean> {
      const rows = await sql`
        delete from sync_held
        where client_id = ${clientId} and kind = ${kind} and item_id = ${itemId} and user_id = ${userId}
        returning 1`;
      return rows.length > 0;
    },

    /** What phones hold now, newest first, with who holds it. */
    async list(limit: number): Promise<{ items: HeldItem[]; total: number }> {
      const [count] = await sql<{ n: number }[]>`
        select count(*)::int as n from sync_held h where ${notReceived()}`;
      const rows = await sql<HeldRow[]>`
        select h.client_id, h.kind, h.item_id, h.name, h.bytes, h.status, h.held_at, h.reported_at,
          u.username, e.first_name || ' ' || e.last_name as employee_name
        from sync_held h
        join users u on u.id = h.user_id
        left join employees e on e.id = u.employee_id
        where ${notReceived()}
        order by h.held_at desc, h.client_id, h.kind, h.item_id
        limit ${limit}`;
      return {
        total: count?.n ?? 0,
        items: rows.map((r) => ({
          clientId: r.client_id,
          kind: r.kind,
          id: r.item_id,
          name: r.name,
          bytes: Number(r.bytes),
          status: r.status,
          heldAt: r.held_at.toISOString(),
          reportedAt: r.reported_at.toISOString(),
          username: r.username,
          employeeName: r.employee_name,
        })),
      };
    },
  };
}
export type SyncHeldRepository = ReturnType<typeof syncHeldRepository>;
