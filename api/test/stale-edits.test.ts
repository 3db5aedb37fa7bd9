/**
 * Stale edits (decisions 0226 and 0260, sync.md #20): a phone's edit carries the
 * version of the row it was based on; over someone else's newer change it is refused as
 * `edit_conflict`, with both versions in the reason the crew and the office read, and the newer
 * change stays. The audit's case: a phone's three-day-old schedule edits silently overwrote the
 * office's newer ones. Estimates too, where a customer's signature counts as a change.
 */
import { randomUUID } from 'node:crypto';
import {
  EstimateSchema,
  type EstimateSelection,
  estimateLinesHash,
  formatCents,
  type PriceBook,
  PriceBookSchema,
  priceEstimate,
  RejectionPageSchema,
  ScheduleSchema,
} from '@haul/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { readError, useHarness } from './harness.ts';
import { mutation, pullAll, pushOk, scheduleArgs, seedJob } from './sync-support.ts';

const h = useHarness({ now: '2025-01-06T15:00:00Z' });
let admin: string;
let book: PriceBook;

beforeAll(async () => {
  admin = await h.signIn('admin');
  book = PriceBookSchema.parse(
    await (await h.json('GET', '/api/price-books/current', undefined, { cookie: admin })).json(),
  );
});

const schedule = (result: unknown) => ScheduleSchema.parse(result);

/** A crew member's schedule, as their phone last pulled it (with its version). */
async function crewSchedule() {
  const job = await seedJob(h, admin);
  const args = scheduleArgs(job.employeeId, 'morning');
  const made = await pushOk(h, job.crew, randomUUID(), [mutation(1, 'upsertSchedule', args)]);
  const saved = schedule(made.results[0]?.result);
  expect(saved.version).toEqual(expect.any(Number));
  return { job, args, base: saved.version as number };
}

/** The office moves it to the afternoon (from a right copy). */
async function officeMovesIt(args: ReturnType<typeof scheduleArgs>, base: number) {
  h.clock.set('2025-01-07T15:00:00Z');
  const moved = { ...args, startTime: '13:00', endTime: '17:00', notes: 'office', baseVersion: base };
  const res = await pushOk(h, admin, randomUUID(), [mutation(1, 'upsertSchedule', moved)]);
  expect(res.results[0]?.status).toBe('applied');
}

const versionOf = async (id: string) =>
  Number((await h.db.sql`select version from schedules where id = ${id}`)[0]?.version);
const stored = async (id: string) =>
  (await h.db.sql`select start_time, end_time, notes, deleted_at from schedules where id = ${id}`)[0];

describe('sync.md #20 stale edits', () => {
  it('a three-day-old phone edit over the office’s newer one is refused with both versions; the office’s stays', async () => {
    const { job, args, base } = await crewSchedule();
    await officeMovesIt(args, base);
    h.clock.set('2025-01-09T15:00:00Z');
    const stale = { ...args, startTime: '07:00', endTime: '11:00', notes: 'phone', baseVersion: base };
    const clientId = randomUUID();
    const res = await pushOk(h, job.crew, clientId, [mutation(1, 'upsertSchedule', stale)]);
    expect(res.results[0]?.status).toBe('rejected');
    expect(res.results[0]?.error?.code).toBe('edit_conflict');
    const message = res.results[0]?.error?.message ?? '';
    expect(message).toContain('it is now 2025-01-07 13:00–17:00');
    expect(message).toContain('Your change (2025-01-07 07:00–11:00, available) was not saved');
    expect(await stored(args.id)).toMatchObject({ start_time: '13:00', end_time: '17:00', notes: 'office' });

    // The office sees the refusal, both versions in its reason, on its needs-attention list.
    const list = RejectionPageSchema.parse(
      await (await h.json('GET', '/api/office/rejections', undefined, { cookie: admin })).json(),
    );
    const mine = list.items.find((r) => r.clientId === clientId);
    expect(mine).toMatchObject({ name: 'upsertSchedule', code: 'edit_conflict', message });
  });

  it('a phone’s queued edits of one schedule share a base: its own earlier edit never refuses the next', async () => {
    const { job, args, base } = await crewSchedule();
    const res = await pushOk(h, job.crew, randomUUID(), [
      mutation(1, 'upsertSchedule', { ...args, startTime: '09:00', baseVersion: base }),
      mutation(2, 'upsertSchedule', { ...args, startTime: '10:00', baseVersion: base }),
    ]);
    expect(res.results.map((r) => r.status)).toEqual(['applied', 'applied']);
    expect(await stored(args.id)).toMatchObject({ start_time: '10:00' });
  });

  it('an edit from the current version applies; one from an older app (no base) still applies as before', async () => {
    const { job, args, base } = await crewSchedule();
    await officeMovesIt(args, base);
    const version = await versionOf(args.id);
    const current = await pushOk(h, job.crew, randomUUID(), [
      mutation(1, 'upsertSchedule', { ...args, notes: 'seen the office’s', baseVersion: version }),
    ]);
    expect(current.results[0]?.status).toBe('applied');
    const old = await pushOk(h, job.crew, randomUUID(), [mutation(1, 'upsertSchedule', { ...args, notes: 'old app' })]);
    expect(old.results[0]?.status).toBe('applied');
    expect(await stored(args.id)).toMatchObject({ notes: 'old app' });
  });

  it('a stale delete is refused and the office’s schedule stays; a current one deletes', async () => {
    const { job, args, base } = await crewSchedule();
    await officeMovesIt(args, base);
    const stale = await pushOk(h, job.crew, randomUUID(), [
      mutation(1, 'deleteSchedule', { id: args.id, baseVersion: base }),
    ]);
    expect(stale.results[0]?.error?.code).toBe('edit_conflict');
    expect(stale.results[0]?.error?.message).toContain('It was not deleted');
    expect((await stored(args.id))?.deleted_at).toBeNull();
    const version = await versionOf(args.id);
    const current = await pushOk(h, job.crew, randomUUID(), [
      mutation(1, 'deleteSchedule', { id: args.id, baseVersion: version }),
    ]);
    expect(current.results[0]?.status).toBe('applied');
    expect((await stored(args.id))?.deleted_at).not.toBeNull();
  });
});

/** An estimate's args as a phone sends them (its own total and lines hash), and how it reads in a refusal. */
async function estimateArgs(appointmentId: string, id: string, selection: Partial<EstimateSelection>) {
  const full: EstimateSelection = {
    priceBookNumber: book.number,
    shareEighths: 4,
    items: [],
    surcharges: [],
    ...selection,
  };
  const priced = priceEstimate(book, book.number, full);
  if (!priced.ok) throw new Error(priced.message);
  const lines = priced.lines.length;
  return {
    args: {
      id,
      appointmentId,
      selection: full,
      totalCents: priced.totalCents,
      linesHash: await estimateLinesHash(priced),
    },
    reads: `${formatCents(priced.totalCents)} for ${lines === 1 ? '1 line' : `${lines} lines`}`,
  };
}

const SMALL = { shareEighths: 2 };
const MEDIUM = { shareEighths: 4, items: [{ code: 'mattress', quantity: 1 }] };
const LARGE = {
  shareEighths: 6,
  items: [{ code: 'mattress', quantity: 2 }],
  surcharges: [{ code: 'stairs', quantity: 1 }],
};

const signature = (estimateId: string, linesHash: string) => ({
  estimateId,
  linesHash,
  signerName: 'Marcus Bell',
  signedAt: '2025-01-06T15:10:00.000Z',
  strokes: [{ points: [{ x: 1, y: 2 }] }],
  png: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
});

/** A job's estimate priced by its crew member's phone (`job.crew`), with the version the phone holds. */
async function crewEstimate() {
  const job = await seedJob(h, admin);
  const id = randomUUID();
  const first = await estimateArgs(job.appointmentId, id, MEDIUM);
  const made = await pushOk(h, job.crew, randomUUID(), [mutation(1, 'saveEstimate', first.args)]);
  const saved = EstimateSchema.parse(made.results[0]?.result);
  expect(saved.version).toEqual(expect.any(Number));
  return { job, id, first, base: saved.version as number };
}

const storedEstimate = async (id: string) =>
  (
    await h.db.sql`select total_cents, lines_hash, signed_hash, signer_name, version from estimates where id = ${id}`
  )[0];

describe('sync.md #20 stale estimate edits', () => {
  it('a phone’s old estimate edit over the office’s newer one is refused with both in dollars and lines; the office’s stays', async () => {
    const { job, id, base } = await crewEstimate();
    const office = await estimateArgs(job.appointmentId, id, LARGE);
    const moved = await pushOk(h, admin, randomUUID(), [
      mutation(1, 'saveEstimate', { ...office.args, baseVersion: base }),
    ]);
    expect(moved.results[0]?.status).toBe('applied');

    const phone = await estimateArgs(job.appointmentId, id, SMALL);
    const clientId = randomUUID();
    const res = await pushOk(h, job.crew, clientId, [
      mutation(1, 'saveEstimate', { ...phone.args, baseVersion: base }),
    ]);
    expect(res.results[0]?.error?.code).toBe('edit_conflict');
    const message = res.results[0]?.error?.message ?? '';
    expect(message).toBe(
      `The office changed this estimate after your phone last synced; it is now ${office.reads}, not signed. ` +
        `Your change (${phone.reads}) was not saved. Make it again if it still applies.`,
    );
    expect(await storedEstimate(id)).toMatchObject({
      total_cents: office.args.totalCents,
      lines_hash: office.args.linesHash,
    });

    // The office sees it on its needs-attention list; the refused edit is kept whole.
    const list = RejectionPageSchema.parse(
      await (await h.json('GET', '/api/office/rejections', undefined, { cookie: admin })).json(),
    );
    expect(list.items.find((r) => r.clientId === clientId)).toMatchObject({
      name: 'saveEstimate',
      code: 'edit_conflict',
      message,
    });
    const [kept] = await h.db.sql`select args from sync_mutations where client_id = ${clientId} and mutation_id = 1`;
    expect(kept?.args).toMatchObject({ ...phone.args, baseVersion: base });
  });

  it('a signature collected on another phone after the copy: the old edit is refused and the signature stays', async () => {
    const { job, id, first, base } = await crewEstimate();
    // A second crew member joins the job and has the customer sign the estimate on their phone.
    await pushOk(h, admin, randomUUID(), [
      mutation(1, 'assignEmployee', { appointmentId: job.appointmentId, employeeId: h.crewEmployeeId }),
    ]);
    const colleague = await h.signIn('crew');
    const signed = await pushOk(h, colleague, randomUUID(), [
      mutation(1, 'signEstimate', signature(id, first.args.linesHash)),
    ]);
    expect(signed.results[0]?.status).toBe('applied');

    const phone = await estimateArgs(job.appointmentId, id, LARGE);
    const res = await pushOk(h, job.crew, randomUUID(), [
      mutation(1, 'saveEstimate', { ...phone.args, baseVersion: base }),
    ]);
    expect(res.results[0]?.error?.code).toBe('edit_conflict');
    expect(res.results[0]?.error?.message).toBe(
      `Someone else on the job changed this estimate after your phone last synced; it is now ${first.reads}, ` +
        `signed by Marcus Bell. Your change (${phone.reads}) was not saved. ` +
        'Make it again if it still applies; the customer then signs again.',
    );
    expect(await storedEstimate(id)).toMatchObject({
      lines_hash: first.args.linesHash,
      signed_hash: first.args.linesHash,
      signer_name: 'Marcus Bell',
    });
  });

  it('a phone’s own queued edits and signature share a base: none refuses the next, as before', async () => {
    const { job, id, first, base } = await crewEstimate();
    const bigger = await estimateArgs(job.appointmentId, id, LARGE);
    const res = await pushOk(h, job.crew, randomUUID(), [
      mutation(1, 'signEstimate', signature(id, first.args.linesHash)),
      mutation(2, 'saveEstimate', { ...bigger.args, baseVersion: base }),
    ]);
    expect(res.results.map((r) => r.status)).toEqual(['applied', 'applied']);
    // The phone's own change of lines after the signature clears it: the customer signs again.
    expect(await storedEstimate(id)).toMatchObject({ lines_hash: bigger.args.linesHash, signed_hash: null });
  });

  it('a change of the job’s crew is no edit of its estimate: an edit made on the copy before it applies', async () => {
    const job = await seedJob(h, admin);
    const id = randomUUID();
    const office = await estimateArgs(job.appointmentId, id, MEDIUM);
    await pushOk(h, admin, randomUUID(), [mutation(1, 'saveEstimate', office.args)]);
    const pulled = EstimateSchema.parse((await pullAll(h, job.crew)).rows.get(id));
    await pushOk(h, admin, randomUUID(), [
      mutation(1, 'assignEmployee', { appointmentId: job.appointmentId, employeeId: h.crewEmployeeId }),
    ]);
    expect(Number((await storedEstimate(id))?.version)).toBeGreaterThan(pulled.version as number);

    const phone = await estimateArgs(job.appointmentId, id, SMALL);
    const res = await pushOk(h, job.crew, randomUUID(), [
      mutation(1, 'saveEstimate', { ...phone.args, baseVersion: pulled.version as number }),
    ]);
    expect(res.results[0]?.status).toBe('applied');
    expect(await storedEstimate(id)).toMatchObject({ lines_hash: phone.args.linesHash });
  });

  it('an edit from the current copy applies; an older app’s (no base) still applies as before; REST judges alike', async () => {
    const { job, id, base } = await crewEstimate();
    const office = await estimateArgs(job.appointmentId, id, LARGE);
    const moved = await pushOk(h, admin, randomUUID(), [
      mutation(1, 'saveEstimate', { ...office.args, baseVersion: base }),
    ]);
    const current = EstimateSchema.parse(moved.results[0]?.result).version as number;

    const stale = await estimateArgs(job.appointmentId, id, SMALL);
    const rest = await h.json('PUT', '/api/estimates', { ...stale.args, baseVersion: base }, { cookie: job.crew });
    expect(rest.status).toBe(409);
    expect((await readError(rest)).code).toBe('edit_conflict');

    const seen = await pushOk(h, job.crew, randomUUID(), [
      mutation(1, 'saveEstimate', { ...stale.args, baseVersion: current }),
    ]);
    expect(seen.results[0]?.status).toBe('applied');
    const old = await pushOk(h, admin, randomUUID(), [mutation(1, 'saveEstimate', office.args)]);
    expect(old.results[0]?.status).toBe('applied');
    expect(await storedEstimate(id)).toMatchObject({ lines_hash: office.args.linesHash });
  });
});
