/**
 * A load shared among its jobs (decision 0200): the split always adds up to the load exactly, in
 * integer units, follows the truck shares as closely as whole units allow, and never gives one
 * job more than a unit above its exact share. Fates follow the EPA: waste-to-energy is never
 * diverted.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { facilityKind, loadMaterial } from '../schemas/loads.ts';
import { allocateByShare, isDiverted, loadFate, parsePounds, parseTenths, tenthsAsDecimal } from './loads.ts';

const weights = fc.array(fc.integer({ min: 0, max: 64 }), { minLength: 1, maxLength: 20 });
const total = fc.integer({ min: 0, max: 1_000_000 });

describe('allocateByShare', () => {
  it('sums exactly to the load: no pound lost or invented', () => {
    fc.assert(
      fc.property(total, weights, (t, w) => {
        const parts = allocateByShare(t, w);
        expect(parts).toHaveLength(w.length);
        expect(parts.reduce((a, b) => a + b, 0)).toBe(t);
        for (const p of parts) expect(Number.isInteger(p) && p >= 0).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('gives each job its exact share rounded down or up, never further off', () => {
    fc.assert(
      fc.property(
        total,
        weights.filter((w) => w.some((x) => x > 0)),
        (t, w) => {
          const sum = w.reduce((a, b) => a + b, 0);
          allocateByShare(t, w).forEach((p, i) => {
            const exact = (t * (w[i] as number)) / sum;
            expect(p).toBeGreaterThanOrEqual(Math.floor(exact));
            expect(p).toBeLessThanOrEqual(Math.ceil(exact));
          });
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('a job with no share gets nothing when another has one; all zero splits evenly', () => {
    expect(allocateByShare(1000, [0, 4])).toEqual([0, 1000]);
    expect(allocateByShare(10, [0, 0, 0])).toEqual([4, 3, 3]);
  });

  it('hand-computed: 1,001 lb over shares 3, 3 and 2 eighths', () => {
    // Exact 375.375, 375.375, 250.25: floors 375 + 375 + 250 = 1,000; the one pound left goes to
    // the largest remainder (0.375, the first of the tie).
    expect(allocateByShare(1001, [3, 3, 2])).toEqual([376, 375, 250]);
  });

  it('refuses fractional or negative input rather than inventing units', () => {
    expect(() => allocateByShare(10.5, [1])).toThrow(RangeError);
    expect(() => allocateByShare(10, [-1, 2])).toThrow(RangeError);
  });
});

describe('where a load counts (EPA definitions)', () => {
  it('waste-to-energy is never diverted, whatever the material', () => {
    for (const material of loadMaterial) {
      expect(loadFate('waste_to_energy', material)).toBe('energy_recovery');
      expect(isDiverted(loadFate('waste_to_energy', material))).toBe(false);
    }
  });

  it('reuse, recycling and composting are diversion; landfill and transfer stations are not', () => {
    const diverted = facilityKind.filter((k) => isDiverted(loadFate(k, 'mixed')));
    expect(diverted).toEqual(['recycler', 'donation']);
    expect(loadFate('recycler', 'yard_waste')).toBe('composting');
    expect(loadFate('transfer_station', 'metal')).toBe('landfill');
  });
});

describe('what the crew types', () => {
  it('reads yards and pounds as whole units, refusing what it cannot read exactly', () => {
    expect([parseTenths('2.5'), parseTenths('3'), parseTenths('2.55')]).toEqual([25, 30, null]);
    expect([tenthsAsDecimal(25), tenthsAsDecimal(30), tenthsAsDecimal(5), tenthsAsDecimal(0)]).toEqual([
      '2.5',
      '3.0',
      '0.5',
      '0.0',
    ]);
    expect([parsePounds('1,240'), parsePounds('880 lb'), parsePounds('12.5')]).toEqual([1240, 880, null]);
  });
});
