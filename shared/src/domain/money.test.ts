/**
 * Money text has one home (decision 0315): every amount a person types is read by `parseDollars`
 * and every amount shown or exported is written by `formatCents` / `centsAsDecimal`, exactly.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dollarsField, moneyText } from '../schemas/fields.ts';
import { centsAsDecimal, DOLLARS_REFUSALS, formatCents, MAX_TYPED_CENTS, parseDollars } from './money.ts';

const cents = (text: string) => {
  const reading = parseDollars(text);
  return reading.ok ? reading.cents : reading.message;
};

describe('money text: one parse, one format, integer-exact (decision 0315)', () => {
  it('reads what a person types as whole cents', () => {
    expect(
      ['12', '12.5', '12.50', '$12.50', '$ 12.50', ' 1,234.56 ', '.75', '0', '0.05', '12.', '007.10'].map(cents),
    ).toEqual([1200, 1250, 1250, 1250, 1250, 123_456, 75, 0, 5, 1200, 710]);
    // Floats would get these wrong: 1.15 × 100 is 114.99999999999999, 4.35 × 100 is 434.99999999999994.
    expect(['1.15', '4.35', '0.29', '999999999.99'].map(cents)).toEqual([115, 435, 29, MAX_TYPED_CENTS]);
  });

  it('refuses what it cannot read exactly, and says why', () => {
    expect(['', '   '].map(cents)).toEqual([DOLLARS_REFUSALS.empty, DOLLARS_REFUSALS.empty]);
    expect(['12.345', '0.001', '1,234.567'].map(cents)).toEqual(Array(3).fill(DOLLARS_REFUSALS.tooPrecise));
    expect(['-5', '$-5', '-0.50'].map(cents)).toEqual(Array(3).fill(DOLLARS_REFUSALS.negative));
    expect(['1000000000', '1,000,000,000.00'].map(cents)).toEqual(Array(2).fill(DOLLARS_REFUSALS.tooLarge));
    expect(
      ['lots', '12,34', '1e5', '12 50', '.', '$', '12.5.0', '0x10', 'NaN', 'Infinity', '1,2345'].map(cents),
    ).toEqual(Array(11).fill(DOLLARS_REFUSALS.unreadable));
  });

  it('writes cents with and without the $, and plain for a CSV cell or an input field', () => {
    expect([formatCents(123_456), formatCents(5), formatCents(-5), formatCents(0)]).toEqual([
      '$1,234.56',
      '$0.05',
      '-$0.05',
      '$0.00',
    ]);
    expect(formatCents(123_456_789, { symbol: false })).toBe('1,234,567.89');
    expect([centsAsDecimal(123_456), centsAsDecimal(-5), centsAsDecimal(0), centsAsDecimal(100)]).toEqual([
      '1234.56',
      '-0.05',
      '0.00',
      '1.00',
    ]);
    expect(() => formatCents(12.5)).toThrow(RangeError);
    expect(() => centsAsDecimal(Number.NaN)).toThrow(RangeError);
  });

  it('parse(format(c)) === c for every whole amount of cents, in each written form', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_TYPED_CENTS }), (c) => {
        for (const text of [formatCents(c), formatCents(c, { symbol: false }), centsAsDecimal(c)]) {
          expect(parseDollars(text)).toEqual({ ok: true, cents: c });
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('agrees with exact decimal arithmetic for any dollars and up to two decimals typed', () => {
    const typed = fc.record({
      whole: fc.stringMatching(/^\d{1,9}$/),
      fraction: fc.stringMatching(/^\d{0,2}$/),
    });
    fc.assert(
      fc.property(typed, ({ whole, fraction }) => {
        const exact = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
        expect(parseDollars(`${whole}.${fraction}`)).toEqual({ ok: true, cents: Number(exact) });
      }),
    );
  });

  it('is the one reader behind the form fields', () => {
    expect(dollarsField().parse('46.5')).toBe(4650);
    expect(dollarsField().safeParse('4.651').error?.issues[0]?.message).toBe(DOLLARS_REFUSALS.tooPrecise);
    expect(dollarsField({ maxCents: 100_00 }).safeParse('100.01').error?.issues[0]?.message).toBe(
      'Enter at most $100.00',
    );
    expect([moneyText().parse('25'), moneyText().parse(25.5), moneyText().parse('$1,000')]).toEqual([
      '25.00',
      '25.50',
      '1000.00',
    ]);
    expect(moneyText().safeParse('lots').error?.issues[0]?.message).toBe('Enter an amount such as 25.00');
  });
});
