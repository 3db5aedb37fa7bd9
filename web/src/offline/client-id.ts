/**
 * This database's client id for the sync protocol. A copy is kept outside IndexedDB: if the
 * database is gone but the copy is not, the browser wiped it, and the crew member is told.
 * A wiped device takes a fresh client id (never reusing the old id's mutation numbers).
 */
import { getMeta, type OfflineDb, setMeta } from './db.ts';

export const CLIENT_ID = 'clientId';
const storageKey = (userId: string) => `haul.sync.clientId.${userId}`;

export async function clientIdFor(
  db: OfflineDb,
  userId: string,
  storage: Pick<Storage, 'getItem' | 'setItem'> | null,
): Promise<{ clientId: string; wiped: boolean }> {
  const stored = await getMeta<string>(db, CLIENT_ID);
  const remembered = storage?.getItem(storageKey(userId)) ?? null;
  if (stored) {
    if (remembered !== stored) storage?.setItem(storageKey(userId), stored);
    return { clientId: stored, wiped: false };
  }
  const clientId = crypto.randomUUID();
  await setMeta(db, CLIENT_ID, clientId);
  storage?.setItem(storageKey(userId), clientId);
  return { clientId, wiped: remembered !== null };
}

/** Sign-out removed the database on purpose: nothing was wiped, and the next sign-in starts fresh. */
export function forgetClientId(userId: string, storage: Pick<Storage, 'removeItem'> | null): void {
  storage?.removeItem(storageKey(userId));
}
