/**
 * What sign-out leaves on a shared phone (decision 0053). The user's synced rows
 * (appointments, pay, contact requests, time entries…) go. An outbox still holding unsynced
 * changes stays, with only what pushing it needs (its client id, the next mutation number and
 * the photo bytes of unsent mutations) and the user's own refusals as they were, in that user's own database, which no other user's engine opens; it is
 * pushed when its owner signs in again, after a full pull. Otherwise the whole database goes.
 */
import { REJECTIONS_THROUGH } from './apply-pull.ts';
import { CLIENT_ID, forgetClientId } from './client-id.ts';
import type { OfflineDb } from './db.ts';
import { HELD_CHANGE, HELD_REPORTED } from './held-notices.ts';
import { NEXT_MUTATION_ID } from './outbox.ts';

export type Leftover = 'nothing' | 'unsynced-outbox';

export async function forgetUserData(
  db: OfflineDb,
  userId: string,
  storage: Pick<Storage, 'removeItem'> | null,
): Promise<Leftover> {
  if ((await db.outbox.count()) === 0) {
    // Screens still on their way out may query once more: let them reopen an empty database
    // rather than throw (a reopened one holds nothing and is removed at the next sign-out).
    await db.delete({ disableAutoOpen: false });
    forgetClientId(userId, storage);
    return 'nothing';
  }
  await db.transaction(
    'rw',
    [...db.syncedStores, db.rejections, db.meta, db.outbox, db.photoQueue, db.photoBytes, db.photoPreviews, db.reserve],
    async () => {
      await db.clearSynced();
      // The user's refusals stay as they were, dismissed or not, with the mark of the last one
      // received: cleared, every past refusal came back undismissed at the next sign-in.
      // Photo bytes and previews go too, except those an unsent mutation still needs.
      const unsent = new Set(await db.outbox.toCollection().primaryKeys());
      const gone = (await db.photoQueue.toArray()).filter((p) => !unsent.has(p.mutationId)).map((p) => p.id);
      await db.photoQueue.bulkDelete(gone);
      await db.photoPreviews.bulkDelete(gone);
      await db.photoBytes.bulkDelete(gone);
      await db.reserve.clear();
      // Dropping the cursor makes the next sign-in pull everything again and rebase the outbox on it.
      // What the office was told is held here stays, to be cleared once it goes (decision 0265).
      await db.meta
        .where('key')
        .noneOf([CLIENT_ID, NEXT_MUTATION_ID, HELD_CHANGE, HELD_REPORTED, REJECTIONS_THROUGH])
        .delete();
    },
  );
  return 'unsynced-outbox';
}
