/**
 * What the job comes to at the share actually hauled, and whether that is more than the customer
 * signed for (then a new signature comes first; the server asks the same shared question and refuses it,
 * `signature_needed`).
 */
import { costsMoreThanSigned, type Estimate, type PriceBook, priceEstimate } from '@haul/shared';

export function finalPrice(book: PriceBook, estimate: Estimate, shareEighths: number | null) {
  const final = priceEstimate(book, book.number, { ...estimate.selection, shareEighths });
  return { final, overSigned: final.ok && costsMoreThanSigned(final, estimate) };
}
