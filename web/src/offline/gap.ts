/**
 * After a 409 the server has every mutation up to `lastMutationId` (the pull just acknowledged
 * them). If the outbox now starts further on, the ids in between were lost on the device;
 * renumber what remains so it follows on, keeping its order and its photos' links.
 */
import type { OfflineDb } from './db.ts';
import { NEXT_MUTATION_ID } from './outbox.ts';

export async function renumberAfterGap(db: OfflineDb, lastMutationId: number): Promise<void> {
  await db.transaction('rw', db.outbox, db.photoQueue, db.meta, async () => {
    const rows = await db.outbox.orderBy('id').toArray();
    const first = rows[0];
    if (!first || first.id === lastMutationId + 1) return;
    const shift = first.id - (lastMutationId + 1);
    await db.outbox.clear();
    await db.outbox.bulkAdd(rows.map((r) => ({ ...r, id: r.id - shift })));
    for (const photo of await db.photoQueue.toArray()) {
      await db.photoQueue.update(photo.id, { mutationId: photo.mutationId - shift });
    }
    await db.meta.put({ key: NEXT_MUTATION_ID, value: (rows.at(-1)?.id ?? first.id) - shift + 1 });
  });
}
