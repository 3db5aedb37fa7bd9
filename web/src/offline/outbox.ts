/**
 * A user action: its optimistic change and its outbox row commit in one Dexie transaction, so
 * what the screen shows is exactly what will be sent, across reloads and crashes.
 */
import {
  isMutatorName,
  MUTATOR_ARGS,
  type MutatorArgs,
  type MutatorName,
  type ParsedMutatorArgs,
  type SyncedTable,
  VERSIONED_EDITS,
} from '@haul/shared';
import { getMeta, type LocalRow, type OfflineDb, type OutboxRow, setMeta } from './db.ts';
import { deviceClockReading } from './device-clock.ts';
import { applyLocal } from './local-mutators.ts';
import { withReserve } from './storage.ts';

export const NEXT_MUTATION_ID = 'nextMutationId';

export async function mutate<N extends MutatorName>(
  db: OfflineDb,
  name: N,
  args: MutatorArgs<N>,
  now = new Date(),
): Promise<number> {
  // A phone full of queued photos still saves a punch: the room kept for it is used (storage.ts).
  // (The scope must be an async function awaiting inside it, or Dexie loses the transaction.)
  return withReserve(db, () => db.transaction('rw', db.allTables, async () => await addMutation(db, name, args, now)));
}

/** The body of `mutate`, for a caller already inside a transaction over `db.allTables` (a photo). */
export async function addMutation<N extends MutatorName>(
  db: OfflineDb,
  name: N,
  args: MutatorArgs<N>,
  now: Date,
): Promise<number> {
  // Validate before anything is written: a mutation the server would refuse as malformed never queues.
  const parsed = MUTATOR_ARGS[name].parse(withDeviceClock(name, args));
  const id = (await getMeta<number>(db, NEXT_MUTATION_ID)) ?? 1;
  const clientTime = now.toISOString();
  const based = await withBaseVersion(db, name, parsed as ParsedMutatorArgs<N>);
  const touched = await applyLocal(db, name, based, clientTime);
  await db.outbox.add({ id, name, args: based, clientTime, touched } satisfies OutboxRow);
  await setMeta(db, NEXT_MUTATION_ID, id + 1);
  return id;
}

/** A punch carries what the phone knows of its own clock, for the server's trusted time (decision 0225). */
function withDeviceClock<N extends MutatorName>(name: N, args: MutatorArgs<N>): MutatorArgs<N> {
  if (name !== 'clockIn' && name !== 'clockOut') return args;
  const reading = deviceClockReading();
  return reading ? { deviceClock: reading, ...args } : args;
}

/**
 * An edit of a row the office can also edit carries the version of the server copy it was based on
 * (the row's `_base` while earlier edits are pending), so the server refuses it over someone else's
 * newer change instead of overwriting it (decision 0226). Read in the edit's own transaction.
 */
async function withBaseVersion<N extends MutatorName>(
  db: OfflineDb,
  name: N,
  args: ParsedMutatorArgs<N>,
): Promise<ParsedMutatorArgs<N>> {
  if (!Object.hasOwn(VERSIONED_EDITS, name)) return args;
  const edit = args as ParsedMutatorArgs<N> & { id: string; baseVersion?: number };
  if (edit.baseVersion !== undefined) return args;
  const row = await db.synced(VERSIONED_EDITS[name as keyof typeof VERSIONED_EDITS]).get(edit.id);
  const server = row?._pending ? row._base : row;
  const version = (server as { version?: number | null } | null | undefined)?.version;
  return typeof version === 'number' ? { ...args, baseVersion: version } : args;
}

export const rowKey = (table: string, id: string) => `${table}:${id}`;

/**
 * Puts the server's copy back on the rows these mutations changed locally (they were refused or
 * acknowledged): one read and at most two writes per table, however many mutations.
 */
export async function revertTouched(db: OfflineDb, mutations: OutboxRow[], affected: Set<string>): Promise<void> {
  const idsByTable = new Map<SyncedTable, Set<string>>();
  for (const m of mutations) {
    for (const [table, id] of m.touched) {
      affected.add(rowKey(table, id));
      const ids = idsByTable.get(table) ?? new Set<string>();
      idsByTable.set(table, ids.add(id));
    }
  }
  for (const [table, idSet] of idsByTable) {
    const store = db.synced(table);
    const ids = [...idSet];
    const bases: LocalRow[] = [];
    const gone: string[] = [];
    (await store.bulkGet(ids)).forEach((row, i) => {
      if (!row?._pending) return;
      if (row._base) bases.push(row._base as LocalRow);
      else gone.push(ids[i] as string);
    });
    await store.bulkPut(bases);
    await store.bulkDelete(gone);
  }
}

/**
 * Re-applies pending mutations, in order, over the current rows (the rebase). With `affected`,
 * only those touching an affected row (or none yet) — the others' rows were not overwritten.
 */
export async function rebasePending(db: OfflineDb, affected?: ReadonlySet<string>): Promise<void> {
  for (const m of await db.outbox.orderBy('id').toArray()) {
    if (affected && m.touched.length > 0 && !m.touched.some(([t, i]) => affected.has(rowKey(t, i)))) continue;
    // Queued by an older app and no longer valid after an update: shown as a refusal, not
    // re-applied, and still sent (the server records its own refusal). Never an aborted pull.
    if (!isMutatorName(m.name) || !MUTATOR_ARGS[m.name].safeParse(m.args).success) {
      await refuseLocally(db, m);
      continue;
    }
    const touched = await applyLocal(db, m.name, m.args, m.clientTime);
    const merged = [...m.touched, ...touched.filter(([t, i]) => !m.touched.some(([t2, i2]) => t2 === t && i2 === i))];
    if (merged.length !== m.touched.length) await db.outbox.update(m.id, { touched: merged });
  }
}

async function refuseLocally(db: OfflineDb, m: OutboxRow) {
  if (await db.rejections.get(m.id)) return;
  await db.rejections.put({
    mutationId: m.id,
    name: m.name,
    code: 'invalid_args',
    message: 'This change was made in an older version of the app and no longer fits; it was not saved.',
    args: m.args,
    at: new Date().toISOString(),
  });
}

export const pendingCount = (db: OfflineDb) => db.outbox.count();
