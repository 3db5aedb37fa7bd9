/**
 * Sizing pushes: at most `maxMutationsPerPush` mutations and `maxPushBytes` bytes per request
 * (docs/sync.md). A 413 halves the batch (engine.ts); a single mutation over our own limit becomes a
 * visible refusal on the device, its args kept there, instead of being retried forever.
 */
import { SYNC_LIMITS } from '@haul/shared';
import type { OfflineDb, OutboxRow } from './db.ts';
import { rebasePending, revertTouched } from './outbox.ts';

/** Room for the request's own fields (protocol, clientId, pushedAt, brackets). */
const ENVELOPE_BYTES = 1024;
const encoder = new TextEncoder();

export const wireMutation = ({ id, name, args, clientTime }: OutboxRow) => ({ id, name, args, clientTime });

export function mutationBytes(m: OutboxRow): number {
  return encoder.encode(JSON.stringify(wireMutation(m))).length + 1;
}

/** The longest prefix of `rows` that fits in `maxBytes` (empty when the first alone does not). */
export function takeBatch(rows: OutboxRow[], maxBytes = SYNC_LIMITS.maxPushBytes - ENVELOPE_BYTES): OutboxRow[] {
  let bytes = 0;
  const batch: OutboxRow[] = [];
  for (const row of rows) {
    bytes += mutationBytes(row);
    if (bytes > maxBytes) break;
    batch.push(row);
  }
  return batch;
}

/**
 * A mutation no server will accept for its size: its local effects are undone, it leaves the
 * outbox, and it is kept as a refusal the crew member sees. The ids after it are renumbered after
 * the server's 409 (gap.ts), as for any lost id.
 */
export async function refuseTooLarge(db: OfflineDb, m: OutboxRow): Promise<void> {
  await db.transaction('rw', db.allTables, async () => {
    const affected = new Set<string>();
    await revertTouched(db, [m], affected);
    await db.outbox.delete(m.id);
    // Its own key: the id is reused after renumbering, so it must not collide with the server's.
    let key = -Date.now();
    while (await db.rejections.get(key)) key--;
    await db.rejections.put({
      mutationId: key,
      name: m.name,
      code: 'too_large',
      message:
        'This change is too large to send to the server; it was not saved there. What you entered is kept on this phone.',
      // Nothing a person did is lost: the change stays readable on the device.
      args: m.args,
      at: new Date().toISOString(),
    });
    await rebasePending(db, affected);
  });
}
