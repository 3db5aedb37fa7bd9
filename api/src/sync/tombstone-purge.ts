/**
 * Tombstones are kept `SYNC_LIMITS.tombstoneDays` and then purged on a schedule (once at start,
 * then every few hours), moving the horizon past them: older cursors get a full reset.
 */
import { SYNC_LIMITS } from '@haul/shared';
import type { Clock } from '../clock.ts';
import type { SyncPullRepository } from '../db/repositories/sync-pull.ts';

const EVERY_MS = 6 * 60 * 60_000;

export async function purgeOldTombstones(repo: Pick<SyncPullRepository, 'purgeTombstones'>, clock: Clock) {
  const before = new Date(clock.now().getTime() - SYNC_LIMITS.tombstoneDays * 24 * 60 * 60_000);
  return repo.purgeTombstones(before);
}

/** Returns a stop function; a failed run is logged and tried again at the next interval. */
export function scheduleTombstonePurge(
  repo: Pick<SyncPullRepository, 'purgeTombstones'>,
  clock: Clock,
  onError: (error: unknown) => void,
  everyMs = EVERY_MS,
): () => void {
  const run = () => void purgeOldTombstones(repo, clock).catch(onError);
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
