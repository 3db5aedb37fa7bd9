/** The estimate being built on screen: what the crew picked, before it is priced and saved. */
import type { EstimateSelection } from '@haul/shared';

export type Draft = Omit<EstimateSelection, 'priceBookNumber'>;

export const emptyDraft = (): Draft => ({ shareEighths: null, items: [], surcharges: [] });

export function draftOf(selection: EstimateSelection | undefined): Draft {
  if (!selection) return emptyDraft();
  return { shareEighths: selection.shareEighths, items: selection.items, surcharges: selection.surcharges };
}

/** Sets a line's quantity (0 removes it), keeping the order lines were picked in. */
export function withQuantity(lines: Draft['items'], code: string, quantity: number): Draft['items'] {
  if (quantity <= 0) return lines.filter((l) => l.code !== code);
  return lines.some((l) => l.code === code)
    ? lines.map((l) => (l.code === code ? { code, quantity } : l))
    : [...lines, { code, quantity }];
}

export const sameDraft = (a: Draft, b: Draft) => JSON.stringify(a) === JSON.stringify(b);
