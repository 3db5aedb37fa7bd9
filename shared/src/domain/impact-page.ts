/**
 * The public impact page's figures (decision 0202). The page is prerendered with a token
 * where each figure goes; the server fills the tokens from the figures it computed from the loads
 * (at most a day old), so the page stays static HTML with no script before its first paint.
 */
import { formatMonthDayYear } from './calendar-date.ts';
import { IMPACT_FACTORS, type ImpactFigures } from './load-figures.ts';

export const IMPACT_KEYS = [
  'period',
  'to',
  'diverted',
  'donated',
  'recycled',
  'carbon',
  'energyRecovery',
  'trees',
  'cars',
  'employees',
  'donationReceipts',
  'charities',
  'diversionPercent',
  'recyclablesPercent',
  'sourcePeriod',
  'sourcePounds',
  'sourceDiverted',
  'sourceEnergy',
  'sourceRecycling',
  'sourceCarbon',
  'sourceEquivalents',
  'sourceCommunity',
] as const;
export type ImpactKey = (typeof IMPACT_KEYS)[number];
export type ImpactValues = Record<ImpactKey, string>;

/** Where a figure goes in the prerendered page. */
export const impactToken = (key: ImpactKey): string => `[[impact:${key}]]`;

const n = (value: number) => value.toLocaleString('en-US');
const lbs = (value: number) => `${n(value)} lbs`;
const pct = (value: number | null) => (value === null ? '—' : `${value}%`);

/** What the page says for each figure, and how each was computed (its sources section). */
export function impactPageValues(f: ImpactFigures, extra: { employees: number; computedAt: string }): ImpactValues {
  const period = `${formatMonthDayYear(f.from)} – ${formatMonthDayYear(f.to)}`;
  const yards = (f.unweighedVolumeTenths / 10).toLocaleString('en-US', { maximumFractionDigits: 1 });
  const F = IMPACT_FACTORS;
  return {
    period,
    to: formatMonthDayYear(f.to),
    diverted: lbs(f.divertedPounds),
    donated: lbs(f.donatedPounds),
    recycled: lbs(f.recycledPounds),
    carbon: lbs(f.carbonAvoidedPounds),
    energyRecovery: lbs(f.energyRecoveryPounds),
    trees: n(f.trees),
    cars: n(f.cars),
    employees: n(extra.employees),
    donationReceipts: n(f.donationReceipts),
    charities: n(f.charities),
    diversionPercent: pct(f.diversionPercent),
    recyclablesPercent: pct(f.recyclablesRecycledPercent),
    sourcePeriod: `Period: ${period} (the twelve months to yesterday, Atlanta time), from ${n(f.loads)} load records — the dump tickets and donation receipts our crews photograph at drop-off. Recomputed every day; last computed ${extra.computedAt}.`,
    sourcePounds: `Pounds: the net weight on each ticket. ${n(f.unweighedLoads)} loads recorded only by volume (${yards} cubic yards, at drop-offs that weigh nothing) count as loads and receipts but are in no pound figure.`,
    sourceDiverted: `Diverted, by the EPA’s definition (reuse, recycling and composting): ${n(f.donatedPounds)} lbs donated + ${n(f.recycledPounds)} lbs recycled + ${n(f.compostedPounds)} lbs composted = ${n(f.divertedPounds)} lbs, ${pct(f.diversionPercent)} of the ${n(f.weighedPounds)} lbs weighed.`,
    sourceEnergy: `Waste-to-energy: ${n(f.energyRecoveryPounds)} lbs went to waste-to-energy plants. The EPA counts combustion with energy recovery as its own way of managing waste, not as diversion, so it is in no diverted figure. Landfilled: ${n(f.landfillPounds)} lbs.`,
    sourceRecycling: `Recycling rate: of the ${n(f.recyclablesPounds)} lbs of metal, electronics and cardboard weighed, the share that went to recyclers (${pct(f.recyclablesRecycledPercent)}).`,
    sourceCarbon: `Carbon avoided: recycled weight only — ${n(f.recycledPounds)} lbs ÷ 2,000 × ${F.co2eTonnesPerShortTonRecycled} metric tons CO2e per short ton recycled instead of landfilled (U.S. EPA WARM v15, mixed recyclables) = ${n(f.carbonAvoidedPounds)} lbs. Donated and composted weight are not counted here.`,
    // biome-ignore lint/plugin/no-float-money: the EPA factor in metric tons, not money
    sourceEquivalents: `Tree and car equivalents: U.S. EPA Greenhouse Gas Equivalencies Calculator — ${F.co2TonnesPerTree.toFixed(3)} metric tons CO2 per urban tree seedling grown for 10 years; ${F.co2eTonnesPerCarYear} metric tons CO2e per passenger vehicle per year.`,
    sourceCommunity: `Community figures: local jobs from our employee records (everyone we have hired); donation drop-offs and charities from the donation receipts in the period.`,
  };
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] as string);

/** The page with every token replaced by its value (escaped for HTML text and attributes). */
export function fillImpactPage(html: string, values: ImpactValues): string {
  return html.replace(/\[\[impact:(\w+)\]\]/g, (_token, key: string) =>
    escapeHtml((values as Record<string, string>)[key] ?? ''),
  );
}
