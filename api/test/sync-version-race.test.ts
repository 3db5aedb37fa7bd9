/**
 * sync.md #16 (version in the transaction): two writers racing on one PostgreSQL database, and a
 * device pulling between their commits. The change version is taken inside each writer's own
 * transaction and its row stays locked to the commit, so the second writer waits and versions
 * commit in order: a pull by `version > cursor` never skips a row. Taken outside (its lock let go
 * at once), the second writer commits a higher version first, the device's cursor passes the
 * first writer's lower version before it commits, and the device never receives that row.
 *
 * PostgreSQL only (DATABASE_URL, CI's PostgreSQL suite; `pnpm mutants` runs it there): PGlite has
 * one connection, so two transactions never overlap on it and the race cannot happen.
 */
import { randomUUID } from 'node:crypto';
import { MUTATOR_ARGS } from '@haul/shared';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { writeVersioned } from '../src/db/change-version.ts';
import { staffWrites } from '../src/db/repositories/staff-writes.ts';
import type { SyncFaults } from '../src/sync/push.ts';
import { useHarness } from './harness.ts';
import { mutation, pullAll, pushOk, scheduleArgs, seedJob } from './sync-support.ts';

const faults: SyncFaults = {};
const h = useHarness({ deps: { syncFaults: faults } });
let admin: string;
let employeeId: string;

beforeAll(async () => {
  if (!process.env.DATABASE_URL) return;
  admin = await h.signIn('admin');
  employeeId = (await seedJob(h, admin)).employeeId;
});

/** A gate the first writer waits at, inside its transaction, after it took its change version. */
function gate() {
  let open = () => {};
  let reached = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  const arrived = new Promise<void>((resolve) => {
    reached = resolve;
  });
  return { opened, arrived, open, reached };
}

/**
 * Resolves once the second writer has committed, or is waiting for a lock (for the first
 * writer's version row): whichever happens, the device pulls next.
 */
async function committedOrWaiting(second: Promise<unknown>): Promise<'committed' | 'waiting'> {
  let done = false;
  const committed = second.then(() => {
    done = true;
    return 'committed' as const;
  });
  const waiting = vi
    .waitFor(
      async () => {
        if (done) return 'committed' as const;
        const [row] = await h.db.sql<{ n: number }[]>`
          select count(*)::int as n from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`;
        if ((row?.n ?? 0) === 0) throw new Error('not waiting for a lock yet');
        return 'waiting' as const;
      },
      { timeout: 10_000, interval: 20 },
    )
    .catch(() => 'committed' as const);
  return Promise.race([committed, waiting]);
}

/** The schedule ids a device holds after pulling from `cursor` to the end. */
async function pulledIds(cursor: string) {
  const { rows, last } = await pullAll(h, admin, cursor);
  return { ids: [...rows.keys()], cursor: last.cursor };
}

describe.skipIf(!process.env.DATABASE_URL)('sync.md #16 (version in the transaction): two writers racing', () => {
  it('sync.md #16 (version in the transaction, push): two pushes racing, a pull between their commits: the device skips no row', async () => {
    const start = (await pulledIds('0')).cursor;
    const first = scheduleArgs(employeeId, 'first push, slow to commit');
    const second = scheduleArgs(employeeId, 'second push');
    const slow = gate();
    faults.beforeMutation = async (m) => {
      if ((m.args as { id?: string }).id !== first.id) return;
      slow.reached();
      await slow.opened;
    };
    try {
      // Two devices push at once; the first stops inside its transaction after taking its version.
      const pushA = pushOk(h, admin, randomUUID(), [mutation(1, 'upsertSchedule', first)]);
      await slow.arrived;
      const pushB = pushOk(h, admin, randomUUID(), [mutation(1, 'upsertSchedule', second)]);
      await committedOrWaiting(pushB);
      // A third device pulls now, then again after both committed.
      const between = await pulledIds(start);
      slow.open();
      await Promise.all([pushA, pushB]);
      const after = await pulledIds(between.cursor);
      const received = [...between.ids, ...after.ids];
      expect(received).toContain(second.id);
      expect(received).toContain(first.id);
    } finally {
      slow.open();
      faults.beforeMutation = undefined;
    }
  });

  it('sync.md #16 (version in the transaction, office): two office writes racing, a pull between their commits: the device skips no row', async () => {
    const [user] = await h.db.sql<{ id: string }[]>`select id from users where username = 'admin'`;
    if (!user) throw new Error('no admin user');
    const start = (await pulledIds('0')).cursor;
    const write = (notes: string, wait?: ReturnType<typeof gate>) => {
      const args = MUTATOR_ARGS.upsertSchedule.parse(scheduleArgs(employeeId, notes));
      const done = writeVersioned(h.db.sql, async (tx, version) => {
        await staffWrites.upsertSchedule(tx, version, args, new Date(), user.id);
        if (wait) {
          wait.reached();
          await wait.opened;
        }
      });
      return { id: args.id, done };
    };
    const slow = gate();
    try {
      const first = write('first office write, slow to commit', slow);
      await slow.arrived;
      const second = write('second office write');
      await committedOrWaiting(second.done);
      const between = await pulledIds(start);
      slow.open();
      await Promise.all([first.done, second.done]);
      const after = await pulledIds(between.cursor);
      const received = [...between.ids, ...after.ids];
      expect(received).toContain(second.id);
      expect(received).toContain(first.id);
    } finally {
      slow.open();
    }
  });
});
