import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EstimateSelectionSchema,
  MAX_LINE_QUANTITY,
  MAX_UNIT_CENTS,
  type PriceBookContent,
  PriceBookContentSchema,
  PriceBookSchema,
} from '../schemas/price-book.ts';
import { canonicalEstimate, estimateLinesHash, type PricedEstimate, priceEstimate, shareLabel } from './pricing.ts';

const cents = fc.integer({ min: 0, max: MAX_UNIT_CENTS });
const code = fc.stringMatching(/^[a-z][a-z0-9-]{0,11}$/);
const label = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9 /&'’—-]{0,18}[A-Za-z0-9]$/);

const book: fc.Arbitrary<PriceBookContent> = fc
  .record({
    tierSteps: fc.array(fc.integer({ min: 0, max: Math.floor(MAX_UNIT_CENTS / 9) }), { minLength: 9, maxLength: 9 }),
    items: fc.uniqueArray(fc.record({ code, label: label, priceCents: cents }), {
      selector: (i) => i.code,
      maxLength: 8,
    }),
    surcharges: fc.uniqueArray(
      fc.record({
        code,
        label: label,
        unit: fc.constantFrom('flight', 'cubic_yard', 'each', 'job' as const),
        priceCents: cents,
      }),
      { selector: (s) => s.code, maxLength: 8 },
    ),
  })
  .map(({ tierSteps, items, surcharges }) => {
    let running = 0;
    return {
      tiers: tierSteps.map((step, eighths) => {
        running += step;
        return { eighths, label: shareLabel(eighths), priceCents: running };
      }),
      items: items.map((i) => ({ ...i, compliance: 'none' as const })),
      surcharges,
    };
  });

/** A book and a selection drawn from its codes (and sometimes a code it does not have). */
const bookAndSelection = book.chain((b) =>
  fc.record({
    book: fc.constant(b),
    selection: fc.record({
      priceBookNumber: fc.integer({ min: 1, max: 1000 }),
      shareEighths: fc.option(fc.integer({ min: 0, max: 8 }), { nil: null }),
      items: fc.uniqueArray(
        fc.record({
          code: fc.oneof(fc.constantFrom('x-unknown', ...b.items.map((i) => i.code)), code),
          quantity: fc.integer({ min: 1, max: MAX_LINE_QUANTITY }),
        }),
        { selector: (l) => l.code, maxLength: 5 },
      ),
      surcharges: fc.uniqueArray(
        fc.record({
          code: fc.constantFrom('x-unknown', ...b.surcharges.map((s) => s.code)),
          quantity: fc.integer({ min: 1, max: MAX_LINE_QUANTITY }),
        }),
        { selector: (l) => l.code, maxLength: 5 },
      ),
    }),
  }),
);

/**
 * The phone prices with the version as it arrived through the pull (JSON, parsed with the synced
 * schema); the server with the version as PostgreSQL returns its jsonb (JSON again, parsed with the
 * content schema). Both go through the one function: these properties show the two never differ.
 */
function asDevice(b: PriceBookContent, number: number) {
  const wire = JSON.parse(
    JSON.stringify({
      id: '6f0a3c1e-2b4d-4e5f-8a9b-0c1d2e3f4a5b',
      number,
      ...b,
      note: null,
      createdBy: null,
      createdAt: '2026-03-02T15:00:00.000Z',
    }),
  );
  return PriceBookSchema.parse(wire);
}
function asServer(b: PriceBookContent) {
  return PriceBookContentSchema.parse(JSON.parse(JSON.stringify(b)));
}

describe('priceEstimate (issue 24: one pricing function, device and server agree)', () => {
  it('the device and the server price every selection alike, to the line and the hash', async () => {
    await fc.assert(
      fc.asyncProperty(bookAndSelection, async ({ book: b, selection }) => {
        const parsed = EstimateSelectionSchema.parse(JSON.parse(JSON.stringify(selection)));
        const device = priceEstimate(asDevice(b, selection.priceBookNumber), selection.priceBookNumber, parsed);
        const server = priceEstimate(asServer(b), selection.priceBookNumber, selection);
        expect(device).toEqual(server);
        if (device.ok && server.ok) expect(await estimateLinesHash(device)).toBe(await estimateLinesHash(server));
      }),
      { numRuns: 300 },
    );
  });

  it('totals are whole cents, never negative, and the sum of the lines', () => {
    fc.assert(
      fc.property(bookAndSelection, ({ book: b, selection }) => {
        const priced = priceEstimate(b, selection.priceBookNumber, selection);
        if (!priced.ok) return;
        expect(Number.isSafeInteger(priced.totalCents)).toBe(true);
        expect(priced.totalCents).toBeGreaterThanOrEqual(0);
        expect(priced.totalCents).toBe(priced.lines.reduce((s, l) => s + l.amountCents, 0));
        for (const l of priced.lines) expect(l.amountCents).toBe(l.unitCents * l.quantity);
      }),
    );
  });

  it('a bigger share never costs less', () => {
    fc.assert(
      fc.property(book, fc.integer({ min: 0, max: 7 }), (b, share) => {
        const price = (s: number) => {
          const p = priceEstimate(b, 1, { priceBookNumber: 1, shareEighths: s, items: [], surcharges: [] });
          return p.ok ? p.totalCents : Number.NaN;
        };
        expect(price(share + 1)).toBeGreaterThanOrEqual(price(share));
      }),
    );
  });

  it('any change to a priced line changes the hash (a changed price needs a new signature)', async () => {
    await fc.assert(
      fc.asyncProperty(bookAndSelection, fc.integer({ min: 1, max: 500 }), async ({ book: b, selection }, bump) => {
        const priced = priceEstimate(b, selection.priceBookNumber, selection);
        if (!priced.ok) return;
        const [first, ...rest] = priced.lines;
        if (!first) return;
        const changed: PricedEstimate = {
          ...priced,
          lines: [
            { ...first, unitCents: first.unitCents + bump, amountCents: first.amountCents + bump * first.quantity },
            ...rest,
          ],
          totalCents: priced.totalCents + bump * first.quantity,
        };
        expect(await estimateLinesHash(changed)).not.toBe(await estimateLinesHash(priced));
      }),
      { numRuns: 100 },
    );
  });

  it('refuses unknown codes, repeated lines and an empty estimate with a reason', () => {
    const b = asServer({
      tiers: Array.from({ length: 9 }, (_, e) => ({
        eighths: e,
        label: shareLabel(e),
        priceCents: 15_000 + e * 8_000,
      })),
      items: [{ code: 'mattress', label: 'Mattress', priceCents: 4_500, compliance: 'none' }],
      surcharges: [{ code: 'stairs', label: 'Stairs', unit: 'flight', priceCents: 2_500 }],
    });
    const none = { priceBookNumber: 3, shareEighths: null, items: [], surcharges: [] };
    expect(priceEstimate(b, 3, none)).toMatchObject({ ok: false, code: 'empty_estimate' });
    expect(priceEstimate(b, 3, { ...none, items: [{ code: 'piano', quantity: 1 }] })).toMatchObject({
      ok: false,
      code: 'unknown_price_code',
    });
    expect(
      priceEstimate(b, 3, {
        ...none,
        items: [
          { code: 'mattress', quantity: 1 },
          { code: 'mattress', quantity: 2 },
        ],
      }),
    ).toMatchObject({ ok: false, code: 'duplicate_line' });
    const ok = priceEstimate(b, 3, {
      ...none,
      shareEighths: 4,
      items: [{ code: 'mattress', quantity: 2 }],
      surcharges: [{ code: 'stairs', quantity: 3 }],
    });
    expect(ok).toMatchObject({ ok: true, totalCents: 47_000 + 9_000 + 7_500 });
  });

  it('the hash is SHA-256 of the canonical text, a fixed vector (from `sha256sum` / node:crypto)', async () => {
    const priced: PricedEstimate = {
      priceBookNumber: 2,
      lines: [
        {
          kind: 'volume',
          code: 'share-4',
          label: 'Half truck — “Ünïcode”',
          quantity: 1,
          unitCents: 34_900,
          amountCents: 34_900,
        },
      ],
      totalCents: 34_900,
    };
    expect(await estimateLinesHash(priced)).toBe('2508de46f289f54d205e6cb67e661c93fc2a63e1b6e14d708d2a6dd7d38c44de');
    expect(canonicalEstimate(priced)).toBe(
      '["estimate-v1",2,[["volume","share-4","Half truck — “Ünïcode”",1,34900,34900]],34900]',
    );
  });

  it('schemas refuse absurd input', () => {
    const sel = { priceBookNumber: 1, shareEighths: 9, items: [], surcharges: [] };
    expect(EstimateSelectionSchema.safeParse(sel).success).toBe(false);
    expect(
      EstimateSelectionSchema.safeParse({ ...sel, shareEighths: 2, items: [{ code: 'tv', quantity: -1 }] }).success,
    ).toBe(false);
    expect(
      EstimateSelectionSchema.safeParse({ ...sel, shareEighths: 2, items: [{ code: 'tv', quantity: 1.5 }] }).success,
    ).toBe(false);
    expect(
      EstimateSelectionSchema.safeParse({ ...sel, shareEighths: 2, items: [{ code: 'tv', quantity: 1e9 }] }).success,
    ).toBe(false);
    const tiers = Array.from({ length: 9 }, (_, e) => ({ eighths: e, label: 'x', priceCents: 100 - e }));
    expect(PriceBookContentSchema.safeParse({ tiers, items: [], surcharges: [] }).success).toBe(false);
  });

  it('labels each truck share', () => {
    expect([0, 1, 2, 4, 6, 8].map(shareLabel)).toEqual([
      'Minimum load',
      '1/8 truck',
      '1/4 truck',
      '1/2 truck',
      '3/4 truck',
      'Full truck',
    ]);
  });
});
