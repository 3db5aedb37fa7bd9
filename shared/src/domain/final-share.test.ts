import { describe, expect, it } from 'vitest';
import { costsMoreThanSigned } from './final-share.ts';

describe('the final share costs more than the customer signed for', () => {
  it('only when its total is above the signed total, by as little as a cent', () => {
    const signed = { totalCents: 48_800 };
    expect(costsMoreThanSigned({ totalCents: 48_801 }, signed)).toBe(true);
    expect(costsMoreThanSigned({ totalCents: 48_800 }, signed)).toBe(false);
    expect(costsMoreThanSigned({ totalCents: 28_800 }, signed)).toBe(false);
  });
});
