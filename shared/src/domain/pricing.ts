/**
 * The one pricing function (decision 0190): the phone shows its answer, the server recomputes
 * it from the stored price-book version and refuses any estimate whose lines or total differ.
 * Integer cents throughout; no tax line (decision 0191: Georgia does not tax junk-removal service).
 */
import type {
  EstimateLine,
  EstimateSelection,
  PriceBookContent,
  PriceItem,
  Surcharge,
  VolumeTier,
} from '../schemas/price-book.ts';

export interface PricedEstimate {
  priceBookNumber: number;
  lines: EstimateLine[];
  totalCents: number;
}
export type PricingRefusal = { code: 'unknown_price_code' | 'duplicate_line' | 'empty_estimate'; message: string };
export type PricingResult = ({ ok: true } & PricedEstimate) | ({ ok: false } & PricingRefusal);

/** "Minimum load", "1/8 truck" … "Full truck": the label a tier shows when the book has none. */
export function shareLabel(eighths: number): string {
  if (eighths === 0) return 'Minimum load';
  if (eighths === 8) return 'Full truck';
  const divisor = eighths % 4 === 0 ? 2 : eighths % 2 === 0 ? 4 : 8;
  const numerator = eighths / (8 / divisor);
  return `${numerator}/${divisor} truck`;
}

type Book = Pick<PriceBookContent, 'tiers' | 'items' | 'surcharges'>;

/**
 * Prices a selection against one price-book version. Lines come out in a fixed order (volume,
 * then items and surcharges in the order picked), so the same selection always hashes the same.
 */
export function priceEstimate(book: Book, bookNumber: number, selection: EstimateSelection): PricingResult {
  const lines: EstimateLine[] = [];
  if (selection.shareEighths !== null) {
    const tier = book.tiers.find((t: VolumeTier) => t.eighths === selection.shareEighths);
    if (!tier)
      return {
        ok: false,
        code: 'unknown_price_code',
        message: `This price book has no ${shareLabel(selection.shareEighths)} tier`,
      };
    lines.push({
      kind: 'volume',
      code: `share-${tier.eighths}`,
      label: tier.label,
      quantity: 1,
      unitCents: tier.priceCents,
      amountCents: tier.priceCents,
    });
  }
  const groups: [EstimateLine['kind'], readonly (PriceItem | Surcharge)[], EstimateSelection['items']][] = [
    ['item', book.items, selection.items],
    ['surcharge', book.surcharges, selection.surcharges],
  ];
  for (const [kind, entries, picked] of groups) {
    const seen = new Set<string>();
    for (const { code, quantity } of picked) {
      if (seen.has(code))
        return { ok: false, code: 'duplicate_line', message: `"${code}" is listed twice: change its quantity instead` };
      seen.add(code);
      const entry = entries.find((e) => e.code === code);
      if (!entry)
        return { ok: false, code: 'unknown_price_code', message: `Price book ${bookNumber} has no ${kind} "${code}"` };
      lines.push({
        kind,
        code,
        label: entry.label,
        quantity,
        unitCents: entry.priceCents,
        amountCents: entry.priceCents * quantity,
      });
    }
  }
  if (lines.length === 0)
    return { ok: false, code: 'empty_estimate', message: 'Pick a truck share or at least one item' };
  const totalCents = lines.reduce((sum, l) => sum + l.amountCents, 0);
  return { ok: true, priceBookNumber: bookNumber, lines, totalCents };
}

/**
 * The canonical text an estimate's signature covers: the price-book number, every line (kind,
 * code, label, quantity, unit and amount in cents) and the total, as JSON arrays, so no key order
 * or whitespace can differ between a browser and Node. Version tag first, so the form can change.
 */
export function canonicalEstimate(priced: PricedEstimate): string {
  return JSON.stringify([
    'estimate-v1',
    priced.priceBookNumber,
    priced.lines.map((l) => [l.kind, l.code, l.label, l.quantity, l.unitCents, l.amountCents]),
    priced.totalCents,
  ]);
}

/**
 * SHA-256 (hex) of `canonicalEstimate`, with the Web Crypto API: `globalThis.crypto.subtle` is
 * the same standard in every browser (secure contexts: HTTPS and localhost) and in Node ≥ 19, so
 * the phone and the server run this very code.
 */
export async function estimateLinesHash(priced: PricedEstimate): Promise<string> {
  const bytes = new TextEncoder().encode(canonicalEstimate(priced));
  const digest = await globalThis.crypto.subtle.digest('SHA-256', bytes);
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}
