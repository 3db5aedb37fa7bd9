/**
 * Loads (decision 0200): how a load is shared among the jobs on it, and where its weight went by the
 * EPA's definitions (decision 0201). Reuse, recycling and composting are diversion; waste-to-energy
 * is combustion with energy recovery — its own line, never diverted; landfill and transfer
 * stations are disposal.
 */
import type { FacilityKind, LoadMaterial } from '../schemas/loads.ts';

/**
 * Splits `total` integer units (pounds, tenths of a yard, cents) among parts in proportion to
 * `weights` (truck shares in eighths), by the largest-remainder method: each part gets the floor
 * of its exact share, then the units left over go one each to the largest remainders (the earlier
 * part on a tie). The result always sums to `total` exactly. No weights, or all zero: an even split.
 */
export function allocateByShare(total: number, weights: readonly number[]): number[] {
  if (!Number.isSafeInteger(total) || total < 0) throw new RangeError('total must be a non-negative integer');
  if (weights.length === 0) return [];
  if (weights.some((w) => !Number.isSafeInteger(w) || w < 0))
    throw new RangeError('weights must be non-negative integers');
  const sum = weights.reduce((a, b) => a + b, 0);
  const ws = sum === 0 ? weights.map(() => 1) : weights;
  const whole = sum === 0 ? weights.length : sum;
  // Integer arithmetic throughout: total * w stays exact for the sizes a load can have.
  const parts = ws.map((w, i) => ({ i, floor: Math.floor((total * w) / whole), rest: (total * w) % whole }));
  let left = total - parts.reduce((a, p) => a + p.floor, 0);
  const order = [...parts].sort((a, b) => b.rest - a.rest || a.i - b.i);
  const out = parts.map((p) => p.floor);
  for (const p of order) {
    if (left === 0) break;
    out[p.i] = (out[p.i] as number) + 1;
    left--;
  }
  return out;
}

/** Where a load's material ended up, in the EPA's management categories. */
export type LoadFate = 'reuse' | 'recycling' | 'composting' | 'energy_recovery' | 'landfill';
export const LOAD_FATE_LABELS: Record<LoadFate, string> = {
  reuse: 'Donated for reuse',
  recycling: 'Recycled',
  composting: 'Composted',
  energy_recovery: 'Waste-to-energy',
  landfill: 'Landfilled',
};

/** The one rule for a load's fate: by the facility it went to (and yard waste at a recycler composts). */
export function loadFate(kind: FacilityKind, material: LoadMaterial): LoadFate {
  switch (kind) {
    case 'donation':
      return 'reuse';
    case 'recycler':
      return material === 'yard_waste' ? 'composting' : 'recycling';
    case 'waste_to_energy':
      return 'energy_recovery';
    case 'landfill':
    case 'transfer_station':
      return 'landfill';
  }
}

/** EPA: reuse, recycling and composting are diversion. Waste-to-energy is not. */
export const isDiverted = (fate: LoadFate): boolean =>
  fate === 'reuse' || fate === 'recycling' || fate === 'composting';

/** 25 tenths → "2.5": cubic yards as the crew typed them, written from the digits. */
export function tenthsAsDecimal(tenths: number): string {
  const digits = String(Math.abs(tenths)).padStart(2, '0');
  return `${tenths < 0 ? '-' : ''}${digits.slice(0, -1)}.${digits.slice(-1)}`;
}

/** "2.5" cubic yards → 25 tenths; more than one decimal or not a number → null. */
export function parseTenths(text: string): number | null {
  const m = /^(\d{1,2})(?:\.(\d))?$/.exec(text.trim());
  if (!m) return null;
  return Number(m[1]) * 10 + Number(m[2] ?? '0');
}

/** Whole pounds from "1,240" or "1240 lb"; null otherwise. */
export function parsePounds(text: string): number | null {
  const m = /^(\d{1,6})\s*(?:lbs?)?$/i.exec(text.trim().replace(/,/g, ''));
  return m ? Number(m[1]) : null;
}
