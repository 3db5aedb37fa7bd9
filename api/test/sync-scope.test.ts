/**
 * sync.md #21: rows that leave a device's scope leave the device at its next pull, for crews and
 * admins alike, by the one rule in api/src/db/repositories/sync-scope.ts: no ghost rows (a row the user no
 * longer has in scope stays on the device) and no resurrection (a row gone from the device comes
 * back without a new change that puts it in scope again). Each test plays a device: the rows it
 * holds, its cursor, and a full reset that replaces everything (as StagedReset.swapIn does).
 * Clock: Monday 6 January 2025 unless a test moves it.
 */
import { randomUUID } from 'node:crypto';
import { type PriceBook, PriceBookSchema, type PullResponse, type SyncedTable } from '@haul/shared';
import { buildJob } from '@haul/shared/factories';
import { beforeAll, describe, expect, it } from 'vitest';
import { noRateLimit } from './booking-helpers.ts';
import { useHarness } from './harness.ts';
import { done, signedJob } from './invoice-support.ts';
import { addJob, mutation, pull, pushOk, seedJob } from './sync-support.ts';

/** What a device holds: rows by table and id, and its cursor. */
class Device {
  rows = new Map<string, Record<string, unknown>>();
  cursor = '0';
  resets = 0;
  has = (table: SyncedTable, id: string) => this.rows.has(`${table}/${id}`);
  count = () => this.rows.size;

  async sync(h: ReturnType<typeof useHarness>, cookie: string) {
    let page: PullResponse;
    let staged: Map<string, Record<string, unknown>> | null = null;
    do {
      page = await pull(h, cookie, this.cursor);
      if (page.reset && !staged) staged = new Map();
      const into = staged ?? this.rows;
      for (const [table, list] of Object.entries(page.changes))
        for (const r of list ?? []) into.set(`${table}/${r.id}`, r);
      for (const [table, ids] of Object.entries(page.deletes))
        for (const id of ids ?? []) into.delete(`${table}/${id}`);
      this.cursor = page.cursor;
    } while (page.more);
    if (staged) {
      this.rows = staged;
      this.resets++;
    }
    return page;
  }
}

const h = useHarness({ deps: { ...noRateLimit, pullPageSize: 50 } });
let admin: string;
let book: PriceBook;

beforeAll(async () => {
  admin = await h.signIn('admin');
  book = PriceBookSchema.parse(
    await (await h.json('GET', '/api/price-books/current', undefined, { cookie: admin })).json(),
  );
});

/** Pushes as the office and checks every mutation applied. */
async function adminPush(...mutations: Parameters<typeof mutation>[]) {
  const { results } = await pushOk(
    h,
    admin,
    randomUUID(),
    mutations.map((m, i) => mutation(i + 1, m[1], m[2], m[3])),
  );
  expect(results.map((r) => r.status)).toEqual(mutations.map(() => 'applied'));
}

describe('sync.md #21 crew: rows leaving the crew scope', () => {
  it('an estimate and invoice leave at the next pull when the crew is taken off the job, and come back when put on again', async () => {
    h.clock.set('2025-01-06T15:00:00Z');
    const { employeeId, crew } = await seedJob(h, admin);
    const { appointmentId } = await signedJob(h, { admin, book }, admin, [employeeId]);
    await adminPush([0, 'completeJob', done(appointmentId)]);
    const [estimate] = await h.db.sql<
      { id: string }[]
    >`select id from estimates where appointment_id = ${appointmentId}`;
    const [invoice] = await h.db.sql<{ id: string }[]>`select id from invoices where appointment_id = ${appointmentId}`;
    const phone = new Device();
    await phone.sync(h, crew);
    expect(phone.has('estimates', estimate!.id)).toBe(true);
    expect(phone.has('invoices', invoice!.id)).toBe(true);
    expect(phone.has('appointments', appointmentId)).toBe(true);

    await adminPush([0, 'unassignEmployee', { appointmentId, employeeId }]);
    const page = await phone.sync(h, crew);
    expect(page.reset).toBe(false);
    expect(page.deletes.estimates).toContain(estimate!.id);
    expect(page.deletes.invoices).toContain(invoice!.id);
    // No ghost: the job is still in the window (without its customer's details), its estimate is not.
    expect(phone.has('estimates', estimate!.id)).toBe(false);
    expect(phone.has('invoices', invoice!.id)).toBe(false);
    expect(phone.has('appointments', appointmentId)).toBe(true);
    // No resurrection: pulling again, or a whole reset, does not bring it back.
    await phone.sync(h, crew);
    expect(phone.has('estimates', estimate!.id)).toBe(false);
    const fresh = new Device();
    await fresh.sync(h, crew);
    expect(fresh.has('estimates', estimate!.id)).toBe(false);

    await adminPush([0, 'assignEmployee', { appointmentId, employeeId }]);
    await phone.sync(h, crew);
    expect(phone.has('estimates', estimate!.id)).toBe(true);
    expect(phone.has('invoices', invoice!.id)).toBe(true);
  });

  it('a day later, the jobs and time entries that left the windows are gone at the next pull and stay gone', async () => {
    h.clock.set('2025-01-06T15:00:00Z');
    const { employeeId, crew } = await seedJob(h, admin);
    // Six days back (the window keeps seven) and a punch 29 days back (the phone keeps 30).
    const oldJob = await addJob(h, admin, { date: '2024-12-31', crew: [employeeId] });
    const entryId = randomUUID();
    await adminPush(
      [
        0,
        'clockIn',
        {
          id: entryId,
          employeeId,
          appointmentId: oldJob.id,
          clockInTime: '2024-12-08T14:00:00.000Z',
          latitude: 33.77,
          longitude: -84.29,
        },
      ],
      [
        0,
        'clockOut',
        {
          employeeId,
          timeEntryId: entryId,
          clockOutTime: '2024-12-08T18:00:00.000Z',
          latitude: 33.77,
          longitude: -84.29,
        },
      ],
    );
    const phone = new Device();
    await phone.sync(h, crew);
    expect(phone.has('appointments', oldJob.id)).toBe(true);
    expect(phone.has('timeEntries', entryId)).toBe(true);

    // Nothing changed on the server; only the day did.
    h.clock.set('2025-01-08T15:00:00Z');
    const page = await phone.sync(h, crew);
    expect(phone.resets).toBe(2);
    expect(page.cursor).toMatch(/@2025-01-08$/);
    expect(phone.has('appointments', oldJob.id)).toBe(false);
    expect(phone.has('timeEntries', entryId)).toBe(false);
    await phone.sync(h, crew);
    expect(phone.resets).toBe(2);
    expect(phone.has('appointments', oldJob.id)).toBe(false);
    expect(phone.has('timeEntries', entryId)).toBe(false);
  });
});

describe('sync.md #21: the day in the cursor', () => {
  it('a pull under way when the day changes keeps its day to its last page; the next pull is a full reset', async () => {
    h.clock.set('2025-01-06T15:00:00Z');
    const { crew } = await seedJob(h, admin);
    const phone = new Device();
    await phone.sync(h, crew);
    // Sixty jobs in one change version: the next pull's first page ends inside it.
    await adminPush(
      ...Array.from(
        { length: 60 },
        (): Parameters<typeof mutation> => [0, 'createAppointment', buildJob('2025-01-07')],
      ),
    );
    const first = await pull(h, crew, phone.cursor);
    expect(first.more).toBe(true);
    expect(first.cursor).toMatch(/^\d+:appointments:[0-9a-f-]{36}@2025-01-06$/);

    h.clock.set('2025-01-08T15:00:00Z');
    let page = first;
    while (page.more) {
      page = await pull(h, crew, page.cursor);
      expect(page.reset).toBe(false);
    }
    expect(page.cursor).toMatch(/@2025-01-06$/);
    const next = await pull(h, crew, page.cursor);
    expect(next.reset).toBe(true);
    expect(next.cursor).toMatch(/@2025-01-08$/);
  });
});

describe('sync.md #21 admin: a window of 90 days back, everything ahead and unresolved work', () => {
  it('keeps an old job while it is unresolved, drops it at the next pull once completed, and never brings it back', async () => {
    h.clock.set('2025-01-06T15:00:00Z');
    const old = await addJob(h, admin, { date: '2024-09-02' });
    const recent = await addJob(h, admin, { date: '2024-10-09' });
    const ahead = await addJob(h, admin, { date: '2026-06-01' });
    await adminPush([0, 'setAppointmentStatus', { appointmentId: recent.id, status: 'completed' }]);
    const office = new Device();
    await office.sync(h, admin);
    expect(office.has('appointments', old.id)).toBe(true);
    expect(office.has('appointments', recent.id)).toBe(true);
    expect(office.has('appointments', ahead.id)).toBe(true);

    await adminPush([0, 'setAppointmentStatus', { appointmentId: old.id, status: 'completed' }]);
    const page = await office.sync(h, admin);
    expect(page.reset).toBe(false);
    expect(page.deletes.appointments).toEqual([old.id]);
    expect(office.has('appointments', old.id)).toBe(false);
    await office.sync(h, admin);
    expect(office.has('appointments', old.id)).toBe(false);
    const fresh = new Device();
    await fresh.sync(h, admin);
    expect(fresh.has('appointments', old.id)).toBe(false);
    expect(fresh.count()).toBe(office.count());

    // 2025-01-06 minus 90 days is 2024-10-08: two days on, the completed job of 2024-10-09 is history.
    h.clock.set('2025-01-08T15:00:00Z');
    await office.sync(h, admin);
    expect(office.has('appointments', recent.id)).toBe(false);
    expect(office.has('appointments', ahead.id)).toBe(true);
  });

  it('keeps a flagged punch older than the window until the office reviews it, then drops it at the next pull', async () => {
    h.clock.set('2025-01-06T15:00:00Z');
    const { employeeId, appointmentId } = await seedJob(h, admin, '2024-09-02');
    const entryId = randomUUID();
    await adminPush(
      [
        0,
        'clockIn',
        {
          id: entryId,
          employeeId,
          appointmentId,
          clockInTime: '2024-09-02T14:00:00.000Z',
          latitude: 33.77,
          longitude: -84.29,
        },
      ],
      [
        0,
        'clockOut',
        {
          employeeId,
          timeEntryId: entryId,
          clockOutTime: '2024-09-02T18:00:00.000Z',
          latitude: 33.77,
          longitude: -84.29,
        },
      ],
    );
    const [entry] = await h.db.sql<{ flags: string[] }[]>`select flags from time_entries where id = ${entryId}`;
    expect(entry!.flags.length).toBeGreaterThan(0);
    const office = new Device();
    await office.sync(h, admin);
    expect(office.has('timeEntries', entryId)).toBe(true);

    const res = await h.json('POST', `/api/office/time-entries/${entryId}/approve`, {}, { cookie: admin });
    expect(res.status).toBe(200);
    const page = await office.sync(h, admin);
    expect(page.reset).toBe(false);
    expect(page.deletes.timeEntries).toEqual([entryId]);
    expect(office.has('timeEntries', entryId)).toBe(false);
    await office.sync(h, admin);
    expect(office.has('timeEntries', entryId)).toBe(false);
  });
});
