/**
 * `GET /api/sync/pull?cursor=` (docs/sync.md): one page of what changed after the cursor and
 * this user may see, read in one snapshot. Cursor "0", or one older than the tombstone horizon,
 * starts a full reset.
 */
import {
  type CalendarDate,
  isCalendarDate,
  type PullResponse,
  SYNC_LIMITS,
  SYNCED_TABLE_NAMES,
  type SyncedTable,
  type User,
} from '@haul/shared';
import type { Clock } from '../clock.ts';
import type { PullPosition, SyncPullRepository } from '../db/repositories/sync-pull.ts';
import { scopeDayOf, scopeFor } from './sync-scope.ts';

const WHOLE_VERSION = SYNCED_TABLE_NAMES.length;

/**
 * "<version>[:<table>:<id>]", or "r<start>.<version>[:<table>:<id>]" inside a full reset that
 * began at change version <start>: such a cursor continues the reset and is never judged against
 * the tombstone horizon (judging it looped a reset forever once old tombstones were purged).
 * Either ends in "@<day>", the calendar day its scope was taken on (sync-scope.ts); a cursor
 * without one (from before) is taken as of today.
 */
export function parseCursor(text: string): PullPosition & { day: CalendarDate | null } {
  const at = text.lastIndexOf('@');
  const day = at >= 0 && isCalendarDate(text.slice(at + 1)) ? text.slice(at + 1) : null;
  return { ...parsePosition(at >= 0 ? text.slice(0, at) : text), day };
}

function parsePosition(cursor: string): PullPosition {
  const reset = /^r(\d+)\.(.*)$/.exec(cursor);
  const [version, table, id] = (reset?.[2] ?? cursor).split(':');
  const resetFrom = reset ? Number(reset[1]) : null;
  const index = table ? SYNCED_TABLE_NAMES.indexOf(table as SyncedTable) : -1;
  if (index < 0 || !id) return { version: Number(version), table: WHOLE_VERSION, id: '', resetFrom };
  return { version: Number(version), table: index, id, resetFrom };
}

function append<V>(lists: Partial<Record<SyncedTable, V[]>>, table: SyncedTable, value: V) {
  const list = lists[table];
  if (list) list.push(value);
  else lists[table] = [value];
}

export function syncPullService(
  repo: SyncPullRepository,
  clock: Clock,
  pageSize: number = SYNC_LIMITS.pullPageSize,
  adminHistoryDays: number = SYNC_LIMITS.adminHistoryDays,
) {
  return {
    async pull(user: User, cursor: string, clientId: string | null, rejectionsAfter = 0): Promise<PullResponse> {
      const parsed = parseCursor(cursor);
      const today = scopeDayOf(clock.now());
      // The scope rule (sync-scope.ts): a pull under way (a reset's page, or a page ending inside
      // a version) keeps the day it began on, so all its pages share one scope; the next pull
      // from a cursor of another day starts a full reset, which drops what left the windows.
      const underWay = parsed.resetFrom !== null || parsed.table !== WHOLE_VERSION;
      const day = underWay && parsed.day !== null ? parsed.day : today;
      const dayMoved = !underWay && parsed.day !== null && parsed.day !== today;
      const at: PullPosition = dayMoved ? { version: 0, table: WHOLE_VERSION, id: '', resetFrom: null } : parsed;
      const snap = await repo.read(at, scopeFor(user, day, adminHistoryDays), pageSize, clientId, rejectionsAfter);
      const page = snap.rows.slice(0, pageSize);
      const moreRows = snap.rows.length > pageSize;
      const changes: PullResponse['changes'] = {};
      const deletes: PullResponse['deletes'] = {};
      for (const r of page) {
        if (r.deleted) append(deletes, r.table, r.id);
        else append(changes, r.table, r.row);
      }
      const last = page.at(-1);
      const resetPrefix = snap.resetFrom === null ? '' : `r${snap.resetFrom}.`;
      const next =
        moreRows && last
          ? `${resetPrefix}${last.version}:${last.table}:${last.id}@${day}`
          : `${Math.max(snap.version, at.version)}@${day}`;
      return {
        cursor: next,
        reset: snap.reset,
        lastMutationId: snap.lastMutationId,
        changes,
        deletes,
        rejections: snap.rejections,
        // Refusals are paged like rows: the device asks again until it holds every one.
        more: moreRows || snap.moreRejections,
      };
    },
  };
}
export type SyncPullService = ReturnType<typeof syncPullService>;
