/**
 * Changes and photos held on phones (decision 0265): the phones' notices, the office's list and
 * its dismissals (decision 0270).
 */
import type { HeldDismissalList, HeldItem, HeldKind } from '@haul/shared';
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

/** What a notice said and whose phone held it: a row of `sync_held` or of its dismissals' log. */
interface NoticeRow {
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

interface HeldRow extends NoticeRow {
  dismissed_before_by: string | null;
  dismissed_before_at: Date | null;
}

const noticeOf = (r: NoticeRow) => ({
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
});

interface DismissedBy {
  dismissed_by: string;
  dismissed_at: Date;
}

/** What dismissing found: done, already dismissed (by whom, when), or no such notice. */
export type DismissOutcome =
  | { outcome: 'dismissed' }
  | { outcome: 'already'; by: string; at: Date }
  | { outcome: 'unknown' };

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
     * kept. A dismissed notice reported again is open again, reported now (decision 0270). Only
     * the user who reported it may change it (false otherwise).
     */
    async report(r: HeldRecord, now: Date): Promise<boolean> {
      const rows = await sql`
        insert into sync_held (client_id, kind, item_id, user_id, name, bytes, status, held_at, reported_at)
        values (${r.clientId}, ${r.kind}, ${r.itemId}, ${r.userId}, ${r.name}, ${r.bytes}, ${r.status},
          ${r.heldAt}, ${now})
        on conflict (client_id, kind, item_id) do update set
          name = excluded.name, bytes = excluded.bytes, status = excluded.status,
          held_at = least(sync_held.held_at, excluded.held_at),
          reported_at = case when sync_held.dismissed_at is null then sync_held.reported_at
            else excluded.reported_at end,
          dismissed_at = null, dismissed_by = null
        where sync_held.user_id = excluded.user_id
        returning 1`;
      return rows.length > 0;
    },

    /**
     * Takes an open notice off the office's list (decision 0270): the row stays, marked with who
     * and when, and the dismissal is logged with what the notice said, in one statement.
     */
    async dismiss(clientId: string, kind: HeldKind, itemId: string, by: string, now: Date): Promise<DismissOutcome> {
      const done = await sql`
        with d as (
          update sync_held set dismissed_at = ${now}, dismissed_by = ${by}
          where client_id = ${clientId} and kind = ${kind} and item_id = ${itemId} and dismissed_at is null
          returning client_id, kind, item_id, user_id, name, bytes, status, held_at, reported_at)
        insert into sync_held_dismissals (client_id, kind, item_id, user_id, name, bytes, status, held_at,
          reported_at, dismissed_by, dismissed_at)
        select client_id, kind, item_id, user_id, name, bytes, status, held_at, reported_at, ${by}, ${now} from d
        returning 1`;
      if (done.length > 0) return { outcome: 'dismissed' };
      const [row] = await sql<{ username: string; dismissed_at: Date | null }[]>`
        select u.username, h.dismissed_at
        from sync_held h left join users u on u.id = h.dismissed_by
        where h.client_id = ${clientId} and h.kind = ${kind} and h.item_id = ${itemId}`;
      if (!row?.dismissed_at) return { outcome: 'unknown' };
      return { outcome: 'already', by: row.username, at: row.dismissed_at };
    },

    /** Removes a notice of this user's; false when there was none. */
    async clear(userId: string, clientId: string, kind: HeldKind, itemId: string): Promise<boolean> {
      const rows = await sql`
        delete from sync_held
        where client_id = ${clientId} and kind = ${kind} and item_id = ${itemId} and user_id = ${userId}
        returning 1`;
      return rows.length > 0;
    },

    /**
     * What phones hold now and the office has not dismissed, newest first, with who holds it and,
     * for one reported again after a dismissal, the last dismissal.
     */
    async list(limit: number): Promise<{ items: HeldItem[]; total: number }> {
      const [count] = await sql<{ n: number }[]>`
        select count(*)::int as n from sync_held h where h.dismissed_at is null and ${notReceived()}`;
      const rows = await sql<HeldRow[]>`
        select h.client_id, h.kind, h.item_id, h.name, h.bytes, h.status, h.held_at, h.reported_at,
          u.username, full_name(e.first_name, e.last_name) as employee_name,
          last.username as dismissed_before_by, last.dismissed_at as dismissed_before_at
        from sync_held h
        join users u on u.id = h.user_id
        left join employees e on e.id = u.employee_id
        left join lateral (
          select du.username, d.dismissed_at from sync_held_dismissals d
          join users du on du.id = d.dismissed_by
          where d.client_id = h.client_id and d.kind = h.kind and d.item_id = h.item_id
          order by d.dismissed_at desc limit 1) last on true
        where h.dismissed_at is null and ${notReceived()}
        order by h.held_at desc, h.client_id, h.kind, h.item_id
        limit ${limit}`;
      return {
        total: count?.n ?? 0,
        items: rows.map((r) => ({
          ...noticeOf(r),
          dismissedBefore:
            r.dismissed_before_by && r.dismissed_before_at
              ? { by: r.dismissed_before_by, at: r.dismissed_before_at.toISOString() }
              : null,
        })),
      };
    },

    /** The log of dismissals (decision 0270), newest first, with whose phone held each and who dismissed it. */
    async dismissals(limit: number): Promise<HeldDismissalList> {
      const [count] = await sql<{ n: number }[]>`select count(*)::int as n from sync_held_dismissals`;
      const rows = await sql<(NoticeRow & DismissedBy)[]>`
        select d.client_id, d.kind, d.item_id, d.name, d.bytes, d.status, d.held_at, d.reported_at,
          u.username, full_name(e.first_name, e.last_name) as employee_name,
          du.username as dismissed_by, d.dismissed_at
        from sync_held_dismissals d
        join users u on u.id = d.user_id
        left join employees e on e.id = u.employee_id
        join users du on du.id = d.dismissed_by
        order by d.dismissed_at desc, d.id
        limit ${limit}`;
      return {
        total: count?.n ?? 0,
        items: rows.map((r) => ({
          ...noticeOf(r),
          dismissedBy: r.dismissed_by,
          dismissedAt: r.dismissed_at.toISOString(),
        })),
      };
    },
  };
}
export type SyncHeldRepository = ReturnType<typeof syncHeldRepository>;
