/**
 * Price on site (decision 0190): price-book versions, estimates priced again on the server,
 * the signature kept only for the lines it covers, and crews acting only on their own jobs,
 * REST and sync alike.
 */
import { randomUUID } from 'node:crypto';
import {
  type Estimate,
  type EstimateSelection,
  estimateLinesHash,
  type PriceBook,
  PriceBookSchema,
  priceEstimate,
} from '@haul/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { readError, useHarness } from './harness.ts';
import { addJob, mutation, pullAll, pushOk } from './sync-support.ts';

const h = useHarness({ now: '2025-01-06T15:00:00Z' });
let admin: string;
let crew: string;
let book1: PriceBook;

const PNG = `data:image/png;base64,${'iVBORw0KGgo'.padEnd(400, 'A')}=`;
const strokes = [
  {
    points: [
      { x: 1, y: 2, time: 1 },
      { x: 30, y: 12, time: 20 },
    ],
  },
];

/** What the phone sends: the selection plus its own total and lines hash from the shared function. */
async function estimateArgs(
  book: PriceBook,
  appointmentId: string,
  selection: Partial<EstimateSelection> = {},
  id = randomUUID(),
) {
  const full: EstimateSelection = {
    priceBookNumber: book.number,
    shareEighths: 4,
    items: [{ code: 'mattress', quantity: 1 }],
    surcharges: [{ code: 'stairs', quantity: 2 }],
    ...selection,
  };
  const priced = priceEstimate(book, full.priceBookNumber, full);
  if (!priced.ok) throw new Error(priced.message);
  return {
    id,
    appointmentId,
    selection: full,
    totalCents: priced.totalCents,
    linesHash: await estimateLinesHash(priced),
  };
}

const signArgs = (estimateId: string, linesHash: string) => ({
  estimateId,
  linesHash,
  signerName: 'Marcus Bell',
  signedAt: '2025-01-06T15:10:00.000Z',
  strokes,
  png: PNG,
});

async function rowCount(table: string) {
  const [row] = await h.db.sql<{ n: number }[]>`select count(*)::int as n from ${h.db.sql(table)}`;
  return row?.n ?? 0;
}

beforeAll(async () => {
  admin = await h.signIn('admin');
  crew = await h.signIn('crew');
  const res = await h.json('GET', '/api/price-books/current', undefined, { cookie: crew });
  book1 = PriceBookSchema.parse(await res.json());
});

describe('price book', () => {
  it('every database starts with a believable Atlanta price book, version 1', () => {
    expect(book1.number).toBe(1);
    const cents = (e: number) => book1.tiers.find((t) => t.eighths === e)?.priceCents ?? 0;
    expect(cents(0)).toBeGreaterThanOrEqual(13_000);
    expect(cents(0)).toBeLessThanOrEqual(22_000);
    expect(cents(4)).toBeGreaterThanOrEqual(25_000);
    expect(cents(4)).toBeLessThanOrEqual(45_000);
    expect(cents(8)).toBeGreaterThanOrEqual(65_000);
    expect(cents(8)).toBeLessThanOrEqual(90_000);
  });

  it('saving makes a new version; a stale edit, bad tiers and crews are refused and change nothing', async () => {
    const content = { tiers: book1.tiers, items: book1.items, surcharges: book1.surcharges };
    const before = await rowCount('price_books');
    const crewTry = await h.json('POST', '/api/price-books', { basedOn: 1, content }, { cookie: crew });
    expect(crewTry.status).toBe(403);
    const decreasing = { ...content, tiers: content.tiers.map((t, i) => ({ ...t, priceCents: 90_000 - i * 100 })) };
    const bad = await h.json('POST', '/api/price-books', { basedOn: 1, content: decreasing }, { cookie: admin });
    expect(bad.status).toBe(400);
    expect((await readError(bad)).message).toMatch(/bigger share/);
    const negative = {
      ...content,
      items: [{ code: 'sofa', label: 'Sofa', priceCents: -5 }],
    };
    expect(
      (await h.json('POST', '/api/price-books', { basedOn: 1, content: negative }, { cookie: admin })).status,
    ).toBe(400);
    expect(await rowCount('price_books')).toBe(before);

    const raised = {
      ...content,
      items: content.items.map((i) => (i.code === 'mattress' ? { ...i, priceCents: 9_900 } : i)),
    };
    const saved = await h.json(
      'POST',
      '/api/price-books',
      { basedOn: 1, note: 'Mattress fee up', content: raised },
      { cookie: admin },
    );
    expect(saved.status).toBe(201);
    expect(await saved.json()).toMatchObject({ number: 2, note: 'Mattress fee up' });
    const stale = await h.json('POST', '/api/price-books', { basedOn: 1, content }, { cookie: admin });
    expect(stale.status).toBe(409);
    expect((await readError(stale)).code).toBe('price_book_changed');
    const list = (await (await h.json('GET', '/api/price-books', undefined, { cookie: admin })).json()) as PriceBook[];
    expect(list.map((b) => b.number)).toEqual([2, 1]);
  });

  it('syncs every version to a crew phone', async () => {
    const { rows } = await pullAll(h, crew);
    const books = [...rows.values()].filter((r) => 'tiers' in r);
    expect(books.map((b) => b.number).sort()).toEqual([1, 2]);
  });
});

describe('estimates', () => {
  it('a crew member on the job saves an estimate offline (sync); the server keeps its version', async () => {
    const job = await addJob(h, admin, { crew: [h.crewEmployeeId] });
    const args = await estimateArgs(book1, job.id);
    const { results } = await pushOk(h, crew, randomUUID(), [mutation(1, 'saveEstimate', args)]);
    expect(results[0]).toMatchObject({
      status: 'applied',
      result: { priceBookNumber: 1, totalCents: args.totalCents, linesHash: args.linesHash, signedHash: null },
    });
    // 1/2 truck $399 + mattress $89 + 2 flights × $25.
    expect(args.totalCents).toBe(39_900 + 8_900 + 5_000);
  });

  it('a tampered total, an unknown version, an unknown item and absurd quantities are refused, kept, and change nothing', async () => {
    const job = await addJob(h, admin, { crew: [h.crewEmployeeId] });
    const good = await estimateArgs(book1, job.id);
    const clientId = randomUUID();
    const before = await rowCount('estimates');
    const { results } = await pushOk(h, crew, clientId, [
      mutation(1, 'saveEstimate', { ...good, totalCents: good.totalCents - 1_000 }),
      mutation(2, 'saveEstimate', { ...good, selection: { ...good.selection, priceBookNumber: 99 } }),
      mutation(3, 'saveEstimate', {
        ...good,
        selection: { ...good.selection, items: [{ code: 'piano-grand', quantity: 1 }] },
      }),
      mutation(4, 'saveEstimate', {
        ...good,
        selection: { ...good.selection, items: [{ code: 'tv', quantity: 100_000 }] },
      }),
      mutation(5, 'saveEstimate', {
        ...good,
        selection: { ...good.selection, surcharges: [{ code: 'stairs', quantity: -2 }] },
      }),
      mutation(6, 'saveEstimate', { ...good, linesHash: 'a'.repeat(64) }),
    ]);
    expect(results.map((r) => r.error?.code)).toEqual([
      'price_mismatch',
      'unknown_price_book',
      'unknown_price_code',
      'invalid_args',
      'invalid_args',
      'price_mismatch',
    ]);
    expect(results[0]?.error?.message).toMatch(/\$528\.00.*\$538\.00/);
    expect(await rowCount('estimates')).toBe(before);
    // Kept where the office sees it.
    const office = await h.json('GET', '/api/sync/rejections', undefined, { cookie: admin });
    expect(JSON.stringify(await office.json())).toContain('price_mismatch');
  });

  it('a price change after signature demands a new signature', async () => {
    const job = await addJob(h, admin, { crew: [h.crewEmployeeId] });
    const first = await estimateArgs(book1, job.id);
    const clientId = randomUUID();
    await pushOk(h, crew, clientId, [
      mutation(1, 'saveEstimate', first),
      mutation(2, 'signEstimate', signArgs(first.id, first.linesHash)),
    ]);
    let stored = (await (await h.json('GET', `/api/estimates/job/${job.id}`, undefined, { cookie: crew })).json()) as {
      estimate: Estimate;
    };
    expect(stored.estimate).toMatchObject({ signedHash: first.linesHash, signerName: 'Marcus Bell' });

    // Same lines saved again (a replay from another tab): the signature stays.
    const same = await h.json('PUT', '/api/estimates', first, { cookie: crew });
    expect(await same.json()).toMatchObject({ signedHash: first.linesHash });

    const bigger = await estimateArgs(book1, job.id, { shareEighths: 6 }, first.id);
    const { results } = await pushOk(h, crew, clientId, [
      mutation(3, 'saveEstimate', bigger),
      mutation(4, 'signEstimate', signArgs(first.id, first.linesHash)),
    ]);
    expect(results[0]).toMatchObject({ status: 'applied', result: { signedHash: null, signerName: null } });
    expect(results[1]).toMatchObject({ status: 'rejected', error: { code: 'signature_for_other_lines' } });
    stored = (await (await h.json('GET', `/api/estimates/job/${job.id}`, undefined, { cookie: crew })).json()) as {
      estimate: Estimate;
    };
    expect(stored.estimate.signedHash).toBeNull();

    const resigned = await h.json(
      'POST',
      `/api/estimates/${first.id}/signature`,
      { ...signArgs(first.id, bigger.linesHash), estimateId: undefined },
      { cookie: crew },
    );
    expect(resigned.status).toBe(200);
    expect(await resigned.json()).toMatchObject({ signedHash: bigger.linesHash });
  });

  it('a crew member not on the job is refused on REST and sync alike, and nothing is written', async () => {
    const job = await addJob(h, admin, { crew: [] });
    const args = await estimateArgs(book1, job.id);
    const rest = await h.json('PUT', '/api/estimates', args, { cookie: crew });
    expect(rest.status).toBe(403);
    expect((await readError(rest)).code).toBe('not_your_job');
    const read = await h.json('GET', `/api/estimates/job/${job.id}`, undefined, { cookie: crew });
    expect(read.status).toBe(403);
    const { results } = await pushOk(h, crew, randomUUID(), [mutation(1, 'saveEstimate', args)]);
    expect(results[0]).toMatchObject({ status: 'rejected', error: { code: 'not_your_job' } });
    const [row] = await h.db.sql`select 1 from estimates where appointment_id = ${job.id}`;
    expect(row).toBeUndefined();

    // The office prices it; the crew still cannot sign it, nor pull it.
    const office = await h.json('PUT', '/api/estimates', args, { cookie: admin });
    expect(office.status).toBe(200);
    const sign = await h.json('POST', `/api/estimates/${args.id}/signature`, signArgs(args.id, args.linesHash), {
      cookie: crew,
    });
    expect(sign.status).toBe(403);
    const { rows } = await pullAll(h, crew);
    expect(rows.has(args.id)).toBe(false);
    expect((await pullAll(h, admin)).rows.has(args.id)).toBe(true);
  });

  it('an estimate priced on an older version keeps it after a new version is saved', async () => {
    const job = await addJob(h, admin, { crew: [h.crewEmployeeId] });
    const args = await estimateArgs(book1, job.id);
    const res = await h.json('PUT', '/api/estimates', args, { cookie: crew });
    expect(await res.json()).toMatchObject({ priceBookNumber: 1, totalCents: args.totalCents });
  });

  it('a bad signature body is a clear 400', async () => {
    const id = randomUUID();
    const res = await h.json(
      'POST',
      `/api/estimates/${id}/signature`,
      { linesHash: 'x', signerName: '', signedAt: 'now', strokes: [], png: 'data:text/html,<b>' },
      { cookie: crew },
    );
    expect(res.status).toBe(400);
  });
});
