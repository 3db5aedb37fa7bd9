/**
 * Tombstones are kept `SYNC_LIMITS.tombstoneDays` and then purged on a schedule (at start,
 * then every few hours, by one instance), moving the horizon past them: older cursors get a full reset.
 */
import { SYNC_LIMITS } from '@haul/shared';
import type { Clock } from '../clock.ts';
import type { SyncPullRepository } from '../db/repositories/sync-pull.ts';

/** How often server.ts runs the purge (once over all instances: services/scheduled-work.ts). */
export const TOMBSTONE_PURGE_EVERY_MS = 6 * 60 * 60_000;

export async function purgeOldTombstones(repo: Pick<SyncPullRepository, 'purgeTombstones'>, clock: Clock) {
  const before = new Date(clock.now().getTime() - SYNC_LIMITS.tombstoneDays * 24 * 60 * 60_000);
  return repo.purgeTombstones(before);
}
