/** Sync bookkeeping: which device belongs to whom, how far it got, and every mutation's outcome. */
import { type RejectionReason, RejectionReasonSchema } from '@haul/shared';
import type { Sql, Tx } from '../client.ts';

/** A mutation's recorded outcome: what it answered, or why it was refused. */
export type StoredOutcome = { status: 'applied'; result: unknown } | { status: 'rejected'; result: RejectionReason };

export type RecordedMutation = StoredOutcome & {
  id: number;
  name: string;
  args: unknown;
  clientTime: string | null;
};

/** A NUL escape in JSON text: `\u0000` after an even number of backslashes (none, or escaped ones). */
const NUL_ESCAPE = /(?<!\\)((?:\\\\)*)\\u0000/g;
/**
 * A lone surrogate's escape: JSON.stringify writes paired surrogates as characters and escapes
 * only lone ones (`\ud800`), which PostgreSQL's json parser refuses.
 */
const LONE_SURROGATE_ESCAPE = /(?<!\\)((?:\\\\)*)\\ud[89a-f][0-9a-f]{2}/g;

/**
 * JSON text PostgreSQL's text and jsonb accept: NUL characters dropped, lone surrogates replaced
 * by U+FFFD, everything else as it was.
 */
export function storableJson(value: unknown): string {
  const text = JSON.stringify(value) ?? 'null';
  if (!text.includes('\\u')) return text;
  return text.replace(NUL_ESCAPE, '$1').replace(LONE_SURROGATE_ESCAPE, '$1\\ufffd');
}

export function syncRepository(sql: Sql) {
  return {
    /**
     * Creates the client row on first use and locks it for this transaction, so two tabs pushing
     * the same batch serialise here. Returns null when the client belongs to another user.
     */
    async lockClient(tx: Tx, clientId: string, userId: string, now: Date): Promise<{ lastMutationId: number } | null> {
      // One round trip: an insert, or an update of the existing row, either way locking it until commit.
      const [row] = await tx<{ user_id: string; last_mutation_id: number }[]>`
        insert into sync_clients (client_id, user_id, last_mutation_id, created_at, last_seen_at)
        values (${clientId}, ${userId}, 0, ${now}, ${now})
        on conflict (client_id) do update set last_seen_at = excluded.last_seen_at
        returning user_id, last_mutation_id`;
      if (!row || row.user_id !== userId) return null;
      return { lastMutationId: row.last_mutation_id };
    },

    /** Registers a device on first contact (a pull comes before any push); returns its owner. */
    async claim(clientId: string, userId: string, now: Date): Promise<string> {
      await sql`
        insert into sync_clients (client_id, user_id, created_at, last_seen_at)
        values (${clientId}, ${userId}, ${now}, ${now}) on conflict (client_id) do nothing`;
      return (await this.ownerOf(clientId)) ?? userId;
    },

    async ownerOf(clientId: string): Promise<string | null> {
      const [row] = await sql<{ user_id: string }[]>`select user_id from sync_clients where client_id = ${clientId}`;
      return row?.user_id ?? null;
    },

    /** Stored outcomes of already-applied ids (a replayed batch), in one round trip. */
    async outcomes(tx: Tx, clientId: string, ids: number[]): Promise<Map<number, StoredOutcome>> {
      if (ids.length === 0) return new Map();
      const rows = await tx<{ mutation_id: number; status: 'applied' | 'rejected'; result: unknown }[]>`
        select mutation_id, status, result from sync_mutations
        where client_id = ${clientId} and mutation_id = any(${tx.array(ids)}::bigint[])`;
      return new Map(
        rows.map((r): [number, StoredOutcome] => [
          r.mutation_id,
          r.status === 'applied'
            ? { status: 'applied', result: r.result }
            : { status: 'rejected', result: RejectionReasonSchema.parse(r.result) },
        ]),
      );
    },

    /**
     * Records a batch's outcomes and advances the client's last id in one statement. Args and
     * results arrive as one JSON document, so the row count does not change the round trips.
     */
    async recordBatch(tx: Tx, clientId: string, records: RecordedMutation[], now: Date): Promise<void> {
      const last = records.at(-1);
      if (!last) return;
      const doc = storableJson(
        records.map((r) => ({
          mutation_id: r.id,
          name: r.name,
          args: r.args,
          status: r.status,
          result: r.result ?? null,
          client_time: r.clientTime,
        })),
      );
      await tx`
        with recorded as (
          insert into sync_mutations (client_id, mutation_id, name, args, status, result, client_time, server_time)
          select ${clientId}, x.mutation_id, x.name, coalesce(x.args, 'null'), x.status, coalesce(x.result, 'null'),
            x.client_time, ${now}
          from jsonb_to_recordset(${doc}::text::jsonb)
            as x(mutation_id bigint, name text, args jsonb, status text, result jsonb, client_time timestamptz)
          returning 1)
        update sync_clients set last_mutation_id = ${last.id}, last_seen_at = ${now}
        where client_id = ${clientId} and (select count(*) from recorded) = ${records.length}`;
    },

    /** Refused changes from every device, newest first, for the office to follow up. */
    async recentRejections(limit: number) {
      const rows = await sql<
        {
          client_id: string;
          mutation_id: number;
          name: string;
          args: unknown;
          result: { code: string; message: string };
          client_time: Date | null;
          server_time: Date;
          username: string;
        }[]
      >`
        select m.client_id, m.mutation_id, m.name, m.args, m.result, m.client_time, m.server_time, u.username
        from sync_mutations m join sync_clients c using (client_id) join users u on u.id = c.user_id
        where m.status = 'rejected' order by m.server_time desc, m.mutation_id desc limit ${limit}`;
      return rows.map((r) => ({
        clientId: r.client_id,
        mutationId: r.mutation_id,
        name: r.name,
        code: r.result.code,
        message: r.result.message,
        args: r.args,
        username: r.username,
        clientTime: r.client_time ? r.client_time.toISOString() : null,
        at: r.server_time.toISOString(),
      }));
    },

    async lastMutationId(clientId: string): Promise<number> {
      const [row] = await sql<{ last_mutation_id: number }[]>`
        select last_mutation_id from sync_clients where client_id = ${clientId}`;
      return row?.last_mutation_id ?? 0;
    },
  };
}
export type SyncRepository = ReturnType<typeof syncRepository>;
