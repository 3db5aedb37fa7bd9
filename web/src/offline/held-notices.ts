/**
 * The office learns what this phone holds (decision 0265). A change or photo that
 * something between the phone and the server refused as too large (a proxy's 413) stays on the
 * phone (decision 0222), so the server never saw it. After each sync the phone compares what it
 * holds with what it told the server: each newly held item is reported (`POST /api/sync/held`, a
 * few hundred bytes of metadata: far under any proxy's limit), and told again once a day while the
 * phone still holds it, so a notice the office dismissed from a phone still in use comes back
 * (decision 0270); each item told of that went through or is gone from the phone is cleared
 * (`DELETE /api/sync/held/…`).
 * What did not reach the server is tried again at the next sync; a notice never fails a sync.
 *
 * Where it is kept: a held change in `meta.heldChange` (the push stops at it, so there is one at
 * most), a held photo on its own `photoQueue` row (`held`), and what the server was told, and when,
 * in `meta.heldReported` (kept through a hand-over, hand-over.ts).
 */
import type { HeldNotice } from '@haul/shared';
import { getMeta, type OfflineDb, type OutboxRow, setMeta } from './db.ts';
import { heldOnPhone } from './photo-queue.ts';
import { mutationBytes } from './push-batches.ts';
import { isQuotaError } from './storage.ts';
import { requestJson, type Transport } from './transport.ts';

export const HELD_CHANGE = 'heldChange';
export const HELD_REPORTED = 'heldReported';
/** How long a reported item goes before the phone tells the server again that it still holds it. */
export const HELD_TELL_AGAIN_MS = 24 * 60 * 60_000;

/** Each notice told of (its DELETE path) and when it was last told, as an ISO time. */
type Told = Map<string, string>;

interface HeldChange {
  mutationId: number;
  name: string;
  bytes: number;
  status: number;
  /** When it was first held (a retry that is refused again keeps it). */
  since: string;
}

/** The push holds this change (a 413 on it alone). */
export async function noteHeldChange(db: OfflineDb, m: OutboxRow, status: number, now: Date): Promise<void> {
  const prior = await getMeta<HeldChange>(db, HELD_CHANGE);
  const same = prior?.mutationId === m.id && prior.name === m.name;
  const held: HeldChange = {
    mutationId: m.id,
    name: m.name,
    bytes: mutationBytes(m),
    status,
    since: same ? prior.since : now.toISOString(),
  };
  try {
    await setMeta(db, HELD_CHANGE, held);
  } catch (error) {
    // A full phone: the change itself is kept; only the office's notice waits for room.
    if (!isQuotaError(error)) throw error;
  }
}

/** Everything this phone holds now, as the notices that describe it. */
export async function heldNotices(db: OfflineDb, clientId: string): Promise<HeldNotice[]> {
  const notices: HeldNotice[] = [];
  const change = await getMeta<HeldChange>(db, HELD_CHANGE);
  // Still held while it is in the outbox (renumbered after a gap, it is held again under its new id).
  if (change && (await db.outbox.get(change.mutationId))?.name === change.name) {
    const { mutationId, name, bytes, status, since } = change;
    notices.push({ kind: 'change', clientId, id: mutationId, name, bytes, status, heldAt: since });
  }
  for (const photo of await db.photoQueue.orderBy('mutationId').filter(heldOnPhone).toArray()) {
    if (!photo.held) continue;
    const { since, bytes, status } = photo.held;
    notices.push({ kind: 'photo', clientId, id: photo.id, name: 'recordJobPhoto', bytes, status, heldAt: since });
  }
  return notices;
}

/** The DELETE path of a notice, which is also how it is remembered. */
const pathOf = (n: Pick<HeldNotice, 'clientId' | 'kind' | 'id'>) =>
  `/api/sync/held/${n.clientId}/${n.kind}/${encodeURIComponent(String(n.id))}`;

/** Sent and answered as the API answers (a 200 with its JSON); anything else is tried at the next sync. */
async function delivered(t: Transport, method: 'POST' | 'DELETE', path: string, body?: unknown): Promise<boolean> {
  try {
    const answer = await requestJson(t, method, path, body);
    return answer.status === 200;
  } catch {
    return false;
  }
}

/**
 * What the server was told, and when. Before decision 0270 only the paths were kept: those count as
 * told long ago, so they are told again at the next sync.
 */
async function readTold(db: OfflineDb): Promise<Told> {
  const stored = await getMeta<Record<string, string> | string[]>(db, HELD_REPORTED);
  if (Array.isArray(stored)) return new Map(stored.map((path) => [path, new Date(0).toISOString()]));
  return new Map(Object.entries(stored ?? {}));
}

/**
 * Tells the server what this phone now holds (again once a day) and clears what it no longer holds.
 * Never throws for the network: what was not delivered stays to be sent at the next sync.
 */
export async function reportHeld(db: OfflineDb, t: Transport, clientId: string, now: Date): Promise<void> {
  const held = await heldNotices(db, clientId);
  const told = await readTold(db);
  const holding = new Set(held.map(pathOf));
  let changed = false;
  for (const notice of held) {
    const path = pathOf(notice);
    const last = told.get(path);
    if (last !== undefined && now.getTime() - Date.parse(last) < HELD_TELL_AGAIN_MS) continue;
    if (await delivered(t, 'POST', '/api/sync/held', notice)) {
      told.set(path, now.toISOString());
      changed = true;
    }
  }
  for (const path of [...told.keys()]) {
    if (holding.has(path)) continue;
    if (await delivered(t, 'DELETE', path)) {
      told.delete(path);
      changed = true;
    }
  }
  if (!held.some((n) => n.kind === 'change') && (await getMeta(db, HELD_CHANGE)) !== undefined) {
    await db.meta.delete(HELD_CHANGE);
  }
  if (changed) await saveTold(db, told);
}

async function saveTold(db: OfflineDb, told: Told): Promise<void> {
  try {
    await setMeta(db, HELD_REPORTED, Object.fromEntries(told));
  } catch (error) {
    // A full phone: reported again at the next sync (the server keeps one notice per item).
    if (!isQuotaError(error)) throw error;
  }
}
