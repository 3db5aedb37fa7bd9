/**
 * Every figure computed from loads (decisions 0201–0202): the office's monthly report
 * and the public impact page. Pure: the server reads the loads, these functions add them up, and a
 * fixed data set gives the same figures a person computes by hand (the tests do exactly that).
 */
import type { FacilityKind, LoadMaterial } from '../schemas/loads.ts';
import { calendarDateOf } from './calendar-date.ts';
import { type LoadFate, loadFate } from './loads.ts';

/** What the figures need of a load. */
export interface LoadFact {
  facilityKind: FacilityKind;
  /** Donation receipts: who received the goods. */
  charity?: string | null;
  material: LoadMaterial;
  netPounds: number | null;
  volumeTenths: number | null;
  feeCents: number;
  dumpedAt: string;
}

export interface FateTotals {
  /** Weighed pounds by fate. */
  pounds: Record<LoadFate, number>;
  /** Loads measured only by volume (donation centres weigh nothing), tenths of a yard by fate. */
  volumeTenths: Record<LoadFate, number>;
}

const zero = (): Record<LoadFate, number> => ({
  reuse: 0,
  recycling: 0,
  composting: 0,
  energy_recovery: 0,
  landfill: 0,
});

function totals(facts: readonly LoadFact[]): FateTotals {
  const t: FateTotals = { pounds: zero(), volumeTenths: zero() };
  for (const f of facts) {
    const fate = loadFate(f.facilityKind, f.material);
    if (f.netPounds !== null) t.pounds[fate] += f.netPounds;
    else if (f.volumeTenths !== null) t.volumeTenths[fate] += f.volumeTenths;
  }
  return t;
}

const sumOf = (r: Record<LoadFate, number>) => r.reuse + r.recycling + r.composting + r.energy_recovery + r.landfill;
const divertedOf = (r: Record<LoadFate, number>) => r.reuse + r.recycling + r.composting;

/** A share as a percentage with one decimal, or null when there is nothing to divide. */
export const percentOf = (part: number, whole: number): number | null =>
  whole === 0 ? null : Math.round((part * 1000) / whole) / 10;

/** The month ('YYYY-MM') a load counts in: its company day's. */
export const loadMonth = (dumpedAt: string): string => calendarDateOf(new Date(dumpedAt)).slice(0, 7);

export interface LoadMonth {
  month: string;
  loads: number;
  /** Weighed pounds, all fates. */
  pounds: number;
  divertedPounds: number;
  /** Waste-to-energy: its own line, never in `divertedPounds`. */
  energyRecoveryPounds: number;
  landfillPounds: number;
  /** Diverted share of the weighed pounds (%, one decimal), null with nothing weighed. */
  diversionPercent: number | null;
  feeCents: number;
  /** Donation receipts (loads to a donation centre). */
  donations: number;
  /** Loads with a volume but no weight: in the counts, not in the pounds. */
  unweighedLoads: number;
}

/** One row per month in `months` (in that order), from the loads that fall in each. */
export function loadsByMonth(facts: readonly LoadFact[], months: readonly string[]): LoadMonth[] {
  const groups = new Map<string, LoadFact[]>(months.map((m) => [m, []]));
  for (const f of facts) groups.get(loadMonth(f.dumpedAt))?.push(f);
  return months.map((month) => {
    const list = groups.get(month) ?? [];
    const t = totals(list);
    const pounds = sumOf(t.pounds);
    const diverted = divertedOf(t.pounds);
    return {
      month,
      loads: list.length,
      pounds,
      divertedPounds: diverted,
      energyRecoveryPounds: t.pounds.energy_recovery,
      landfillPounds: t.pounds.landfill,
      diversionPercent: percentOf(diverted, pounds),
      feeCents: list.reduce((a, f) => a + f.feeCents, 0),
      donations: list.filter((f) => f.facilityKind === 'donation').length,
      unweighedLoads: list.filter((f) => f.netPounds === null).length,
    };
  });
}

/**
 * Published conversion factors (decision 0202). Carbon avoided counts recycled weight only:
 * WARM's factor for mixed recyclables recycled instead of landfilled, as the EPA's Greenhouse Gas
 * Equivalencies Calculator uses it; the equivalents are that calculator's.
 */
export const IMPACT_FACTORS = {
  /** Metric tons CO2e avoided per short ton recycled instead of landfilled (WARM v15, mixed recyclables). */
  co2eTonnesPerShortTonRecycled: 2.94,
  /** Metric tons CO2 one urban tree seedling takes up growing for 10 years. */
  co2TonnesPerTree: 0.06,
  /** Metric tons CO2e a typical passenger vehicle emits in a year. */
  co2eTonnesPerCarYear: 4.6,
  poundsPerShortTon: 2000,
  poundsPerTonne: 2204.62,
} as const;

/** Materials the recycling figure is about (the page's "metal, electronics and cardboard"). */
const RECYCLABLES: readonly LoadMaterial[] = ['metal', 'electronics', 'cardboard_paper'];

export interface ImpactFigures {
  /** Inclusive company days. */
  from: string;
  to: string;
  loads: number;
  weighedPounds: number;
  divertedPounds: number;
  donatedPounds: number;
  recycledPounds: number;
  compostedPounds: number;
  /** Waste-to-energy: shown on its own line; never diverted. */
  energyRecoveryPounds: number;
  landfillPounds: number;
  diversionPercent: number | null;
  /** Weighed metal, electronics and cardboard, and the share of it recycled. */
  recyclablesPounds: number;
  recyclablesRecycledPercent: number | null;
  donationReceipts: number;
  charities: number;
  unweighedLoads: number;
  unweighedVolumeTenths: number;
  carbonAvoidedPounds: number;
  trees: number;
  cars: number;
}

/** The impact page's figures over `loads` dumped in [from, to] (company days, inclusive). */
export function impactFigures(facts: readonly LoadFact[], from: string, to: string): ImpactFigures {
  const inPeriod = facts.filter((f) => {
    const day = calendarDateOf(new Date(f.dumpedAt));
    return day >= from && day <= to;
  });
  const t = totals(inPeriod);
  const weighed = sumOf(t.pounds);
  const diverted = divertedOf(t.pounds);
  const recyclables = inPeriod.filter((f) => RECYCLABLES.includes(f.material) && f.netPounds !== null);
  const recyclablesPounds = recyclables.reduce((a, f) => a + (f.netPounds ?? 0), 0);
  const recyclablesRecycled = recyclables
    .filter((f) => loadFate(f.facilityKind, f.material) === 'recycling')
    .reduce((a, f) => a + (f.netPounds ?? 0), 0);
  const F = IMPACT_FACTORS;
  const co2eTonnes = (t.pounds.recycling / F.poundsPerShortTon) * F.co2eTonnesPerShortTonRecycled;
  const donations = inPeriod.filter((f) => f.facilityKind === 'donation');
  return {
    from,
    to,
    loads: inPeriod.length,
    weighedPounds: weighed,
    divertedPounds: diverted,
    donatedPounds: t.pounds.reuse,
    recycledPounds: t.pounds.recycling,
    compostedPounds: t.pounds.composting,
    energyRecoveryPounds: t.pounds.energy_recovery,
    landfillPounds: t.pounds.landfill,
    diversionPercent: percentOf(diverted, weighed),
    recyclablesPounds,
    recyclablesRecycledPercent: percentOf(recyclablesRecycled, recyclablesPounds),
    donationReceipts: donations.length,
    charities: new Set(donations.map((f) => (f.charity ?? '').trim().toLowerCase()).filter(Boolean)).size,
    unweighedLoads: inPeriod.filter((f) => f.netPounds === null).length,
    unweighedVolumeTenths: inPeriod.reduce((a, f) => a + (f.netPounds === null ? (f.volumeTenths ?? 0) : 0), 0),
    carbonAvoidedPounds: Math.round(co2eTonnes * F.poundsPerTonne),
    trees: Math.round(co2eTonnes / F.co2TonnesPerTree),
    cars: Math.round(co2eTonnes / F.co2eTonnesPerCarYear),
  };
}
