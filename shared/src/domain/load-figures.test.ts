/**
 * The impact page's and the report's figures from a fixed set of loads, against values worked out
 * by hand (decision 0201). Waste-to-energy is weighed and shown, never diverted.
 */
import { describe, expect, it } from 'vitest';
import { fillImpactPage, impactPageValues, impactToken } from './impact-page.ts';
import { impactFigures, type LoadFact, loadsByMonth } from './load-figures.ts';

const at = (day: string) => `${day}T17:00:00.000Z`; // noon in Atlanta
const load = (
  facilityKind: LoadFact['facilityKind'],
  material: LoadFact['material'],
  netPounds: number | null,
  day: string,
  extra: Partial<LoadFact> = {},
): LoadFact => ({ facilityKind, material, netPounds, volumeTenths: null, feeCents: 0, dumpedAt: at(day), ...extra });

const LOADS: LoadFact[] = [
  load('landfill', 'mixed', 2000, '2026-01-15', { feeCents: 9_000 }),
  load('transfer_station', 'construction', 1500, '2026-02-03', { feeCents: 6_000 }),
  load('recycler', 'metal', 1200, '2026-02-10'),
  load('recycler', 'cardboard_paper', 800, '2026-03-01'),
  load('recycler', 'yard_waste', 500, '2026-04-20'),
  load('donation', 'furniture', 700, '2026-05-05', { charity: 'Habitat ReStore' }),
  load('donation', 'household_goods', null, '2026-05-06', { volumeTenths: 25, charity: 'Goodwill' }),
  load('waste_to_energy', 'mixed', 1000, '2026-06-30', { feeCents: 4_000 }),
  load('waste_to_energy', 'metal', 300, '2026-07-01'),
  // Outside the period: counts nowhere.
  load('landfill', 'mixed', 999, '2025-11-30'),
];

describe('impact figures of a fixed data set', () => {
  const f = impactFigures(LOADS, '2025-12-01', '2026-11-26');

  it('equal the hand-computed values', () => {
    expect(f).toEqual({
      from: '2025-12-01',
      to: '2026-11-26',
      loads: 9,
      // 2000 + 1500 + 1200 + 800 + 500 + 700 + 1000 + 300
      weighedPounds: 8000,
      // reuse 700 + recycling 1200 + 800 + composting 500
      divertedPounds: 3200,
      donatedPounds: 700,
      recycledPounds: 2000,
      compostedPounds: 500,
      energyRecoveryPounds: 1300,
      landfillPounds: 3500,
      // 3200 / 8000
      diversionPercent: 40,
      // metal 1200 + cardboard 800 recycled, metal 300 burned: 2000 / 2300 = 86.96 %
      recyclablesPounds: 2300,
      recyclablesRecycledPercent: 87,
      donationReceipts: 2,
      charities: 2,
      unweighedLoads: 1,
      unweighedVolumeTenths: 25,
      // 2000 lb = 1 short ton × 2.94 t = 2.94 t CO2e = 6,481.58 lb
      carbonAvoidedPounds: 6482,
      // 2.94 / 0.06 and 2.94 / 4.6
      trees: 49,
      cars: 1,
    });
  });

  it('never counts waste-to-energy as diverted, and the page says so', () => {
    expect(f.divertedPounds).toBe(f.donatedPounds + f.recycledPounds + f.compostedPounds);
    const values = impactPageValues(f, { employees: 12, computedAt: 'November 27, 2026' });
    expect(values.diverted).toBe('3,200 lbs');
    expect(values.energyRecovery).toBe('1,300 lbs');
    expect(values.sourceEnergy).toContain('not as diversion');
    expect(values.sourceDiverted).toContain('= 3,200 lbs, 40% of the 8,000 lbs weighed');
    expect(values.period).toBe('December 1, 2025 – November 26, 2026');
  });

  it('fills every token of the page, escaped', () => {
    const values = impactPageValues(f, { employees: 12, computedAt: '<today>' });
    const html = `<p title="${impactToken('diverted')}">${impactToken('sourcePeriod')}</p>`;
    const filled = fillImpactPage(html, values);
    expect(filled).toBe(`<p title="3,200 lbs">${values.sourcePeriod.replace('<today>', '&lt;today&gt;')}</p>`);
    expect(filled).not.toContain('[[impact:');
  });
});

describe('the monthly report', () => {
  it('adds up each month by hand, waste-to-energy on its own line', () => {
    const [may, jun, jul] = loadsByMonth(LOADS, ['2026-05', '2026-06', '2026-07']);
    expect(may).toEqual({
      month: '2026-05',
      loads: 2,
      pounds: 700,
      divertedPounds: 700,
      energyRecoveryPounds: 0,
      landfillPounds: 0,
      diversionPercent: 100,
      feeCents: 0,
      donations: 2,
      unweighedLoads: 1,
    });
    expect(jun).toMatchObject({
      loads: 1,
      pounds: 1000,
      divertedPounds: 0,
      energyRecoveryPounds: 1000,
      feeCents: 4000,
    });
    expect(jul).toMatchObject({ diversionPercent: 0 });
    expect(loadsByMonth([], ['2026-08'])[0]?.diversionPercent).toBeNull();
  });
});
