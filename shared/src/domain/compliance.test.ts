import { describe, expect, it } from 'vitest';
import type { DisposalPartner } from '../schemas/compliance.ts';
import type { EstimateLine, PriceItem } from '../schemas/price-book.ts';
import { complianceNeeds, complianceProblem } from './compliance.ts';

const items: PriceItem[] = [
  { code: 'fridge', label: 'Refrigerator', priceCents: 11_900, compliance: 'refrigerant' },
  { code: 'tyre', label: 'Tyre', priceCents: 2_500, compliance: 'tyre' },
  { code: 'sofa', label: 'Sofa', priceCents: 12_900, compliance: 'none' },
];
const line = (kind: EstimateLine['kind'], code: string, quantity: number): EstimateLine => ({
  kind,
  code,
  label: items.find((i) => i.code === code)?.label ?? code,
  quantity,
  unitCents: 100,
  amountCents: 100 * quantity,
});
const carrier: DisposalPartner = {
  id: '00000000-0000-4000-8000-000000000001',
  kind: 'tyre_carrier',
  name: 'Peach State Tire Haulers',
  permit: 'GA-STC-1234',
  createdAt: '2025-01-06T15:00:00.000Z',
};
const recycler: DisposalPartner = {
  ...carrier,
  id: '00000000-0000-4000-8000-000000000002',
  kind: 'refrigerant_recycler',
};

describe('complianceNeeds', () => {
  it('lists refrigerant and tyre item lines with their counts, not other items or surcharges', () => {
    const needs = complianceNeeds(
      [
        line('volume', 'half', 1),
        line('item', 'fridge', 2),
        line('item', 'sofa', 1),
        line('item', 'tyre', 4),
        line('surcharge', 'tyre', 4),
      ],
      items,
    );
    expect(needs).toEqual([
      { itemCode: 'fridge', label: 'Refrigerator', kind: 'refrigerant', quantity: 2 },
      { itemCode: 'tyre', label: 'Tyre', kind: 'tyre', quantity: 4 },
    ]);
  });
});

describe('complianceProblem', () => {
  const tyres = complianceNeeds([line('item', 'tyre', 4)], items);
  const fridge = complianceNeeds([line('item', 'fridge', 1)], items);

  it('refuses a tyre line while no carrier is configured, whatever the crew sent', () => {
    expect(complianceProblem(tyres, [{ itemCode: 'tyre', partnerId: carrier.id }], [recycler])?.code).toBe(
      'no_tyre_carrier',
    );
  });
  it('a tyre line needs a configured carrier (not a recycler, not an unknown id)', () => {
    expect(complianceProblem(tyres, [], [carrier])?.code).toBe('compliance_missing');
    expect(complianceProblem(tyres, [{ itemCode: 'tyre', partnerId: recycler.id }], [carrier, recycler])?.code).toBe(
      'compliance_missing',
    );
    expect(complianceProblem(tyres, [{ itemCode: 'tyre', partnerId: carrier.id }], [carrier])).toBeNull();
  });
  it('a refrigerant line needs who recovered it and when, or a certified recycler', () => {
    expect(complianceProblem(fridge, [], [])?.code).toBe('compliance_missing');
    expect(complianceProblem(fridge, [{ itemCode: 'fridge', recoveredBy: 'Sam Ortiz, EPA 608 #123' }], [])?.code).toBe(
      'compliance_missing',
    );
    expect(
      complianceProblem(
        fridge,
        [{ itemCode: 'fridge', recoveredBy: 'Sam Ortiz, EPA 608 #123', recoveredOn: '2025-01-06' }],
        [],
      ),
    ).toBeNull();
    expect(complianceProblem(fridge, [{ itemCode: 'fridge', partnerId: recycler.id }], [recycler])).toBeNull();
    expect(complianceProblem(fridge, [{ itemCode: 'fridge', partnerId: carrier.id }], [carrier])?.code).toBe(
      'compliance_missing',
    );
  });
  it('no compliance lines: nothing to record', () => {
    expect(complianceProblem([], [], [])).toBeNull();
  });
});
