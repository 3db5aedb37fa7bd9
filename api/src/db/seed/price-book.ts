/**
 * The first price book: reference data written once per database inside the migration run, like
 * the training content (decision 0080), because no estimate can be priced without one. Believable
 * Metro Atlanta figures (decision 0190); an admin's later versions are never overwritten.
 */
import { type PriceBookContent, PriceBookContentSchema, shareLabel } from '@haul/shared';
import { nextVersion } from '../change-version.ts';
import type { Tx } from '../client.ts';

const MARKER = 'seed:price-book';

/** Minimum, 1/8 … full truck, in cents. */
const TIER_CENTS = [17_900, 21_900, 27_900, 33_900, 39_900, 49_900, 59_900, 69_900, 79_900];

export const FIRST_PRICE_BOOK: PriceBookContent = PriceBookContentSchema.parse({
  tiers: TIER_CENTS.map((priceCents, eighths) => ({ eighths, label: shareLabel(eighths), priceCents })),
  items: [
    { code: 'sofa', label: 'Sofa or sectional piece', priceCents: 12_900 },
    { code: 'mattress', label: 'Mattress or box spring', priceCents: 8_900 },
    { code: 'hot-tub', label: 'Hot tub (cut up and hauled)', priceCents: 49_900 },
    { code: 'piano', label: 'Upright piano', priceCents: 29_900 },
    { code: 'fridge', label: 'Refrigerator or freezer', priceCents: 11_900, compliance: 'refrigerant' },
    { code: 'window-ac', label: 'Window AC or dehumidifier', priceCents: 7_900, compliance: 'refrigerant' },
    { code: 'tyre', label: 'Tyre (passenger or light truck)', priceCents: 2_500, compliance: 'tyre' },
    { code: 'tv', label: 'TV or monitor', priceCents: 4_900 },
  ],
  surcharges: [
    { code: 'stairs', label: 'Stairs', unit: 'flight', priceCents: 2_500 },
    { code: 'heavy-debris', label: 'Heavy debris (concrete, dirt, shingles)', unit: 'cubic_yard', priceCents: 6_500 },
    { code: 'mattress-fee', label: 'Mattress disposal fee', unit: 'each', priceCents: 2_000 },
    { code: 'tyre-fee', label: 'Tyre disposal fee', unit: 'each', priceCents: 500 },
    { code: 'tv-fee', label: 'TV/monitor recycling fee', unit: 'each', priceCents: 2_500 },
    { code: 'refrigerant', label: 'Refrigerant recovery', unit: 'each', priceCents: 3_500 },
    { code: 'same-day', label: 'Same-day service', unit: 'job', priceCents: 5_000 },
  ],
});

export async function seedPriceBook(tx: Tx): Promise<boolean> {
  const [done] = await tx`select 1 from schema_migrations where name = ${MARKER}`;
  if (done) return false;
  const version = await nextVersion(tx);
  const b = FIRST_PRICE_BOOK;
  await tx`
    insert into price_books (number, tiers, items, surcharges, note, version)
    select 1, ${tx.json(b.tiers)}, ${tx.json(b.items)}, ${tx.json(b.surcharges)}, 'First price book', ${version}
    where not exists (select 1 from price_books)`;
  await tx`insert into schema_migrations (name) values (${MARKER})`;
  return true;
}
