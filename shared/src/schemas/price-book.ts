/**
 * The price book (decision 0190): volume tiers in eighths of a truck, single items and surcharges,
 * all in integer cents. Every change is a new version (`number`); an estimate names the version
 * it was priced with and keeps it. The content is what syncs to phones and what the pricing
 * function in `domain/pricing.ts` reads.
 */
import { z } from 'zod';
import { idField, isoTimestampField, requiredText } from './fields.ts';

/** $10,000: no single price of a junk-removal price book comes near it; above is a typo. */
export const MAX_UNIT_CENTS = 1_000_000;
/** Quantities per line: more than 99 flights, yards, tyres or items on one job is a typo. */
export const MAX_LINE_QUANTITY = 99;
export const MAX_PRICE_BOOK_ENTRIES = 60;
export const TRUCK_EIGHTHS = 8;

const centsField = () =>
  z
    .number({ error: 'Expected an amount in cents' })
    .int('Whole cents only')
    .min(0, 'Must not be negative')
    .max(MAX_UNIT_CENTS, `Must be at most ${MAX_UNIT_CENTS} cents`);

/** A line's code: lower-case letters, digits and dashes, so it is stable across label edits. */
export const priceCodeField = () =>
  z
    .string({ error: 'Expected a code' })
    .regex(/^[a-z][a-z0-9-]{0,39}$/, 'Lower-case letters, digits and dashes, at most 40');

export const itemCompliance = ['none', 'refrigerant', 'tyre'] as const;
export const surchargeUnits = ['flight', 'cubic_yard', 'each', 'job'] as const;
export const SURCHARGE_UNIT_LABELS: Record<(typeof surchargeUnits)[number], string> = {
  flight: 'per flight',
  cubic_yard: 'per cubic yard',
  each: 'each',
  job: 'per job',
};

export const VolumeTierSchema = z.object({
  /** 0 is the minimum load; 1..8 eighths of the truck. */
  eighths: z.number().int().min(0).max(TRUCK_EIGHTHS),
  label: requiredText(60),
  priceCents: centsField(),
});
export const PriceItemSchema = z.object({
  code: priceCodeField(),
  label: requiredText(80),
  priceCents: centsField(),
  /** What the line must record when the job is done (EPA §608, Georgia's tyre-carrier rule). */
  compliance: z.enum(itemCompliance).default('none'),
});
export const SurchargeSchema = z.object({
  code: priceCodeField(),
  label: requiredText(80),
  unit: z.enum(surchargeUnits),
  priceCents: centsField(),
});
export type VolumeTier = z.infer<typeof VolumeTierSchema>;
export type PriceItem = z.infer<typeof PriceItemSchema>;
export type Surcharge = z.infer<typeof SurchargeSchema>;

function uniqueCodes(list: readonly { code: string }[]) {
  return new Set(list.map((e) => e.code)).size === list.length;
}

/** What an admin saves: a whole new version. Tiers are exactly minimum, 1/8 … 8/8, never cheaper as they grow. */
export const PriceBookContentSchema = z
  .object({
    tiers: z.array(VolumeTierSchema).length(TRUCK_EIGHTHS + 1, 'Give all nine tiers: minimum, 1/8 … full'),
    items: z.array(PriceItemSchema).max(MAX_PRICE_BOOK_ENTRIES),
    surcharges: z.array(SurchargeSchema).max(MAX_PRICE_BOOK_ENTRIES),
  })
  .superRefine((book, ctx) => {
    book.tiers.forEach((tier, i) => {
      if (tier.eighths !== i)
        ctx.addIssue({ code: 'custom', path: ['tiers', i, 'eighths'], message: 'Tiers go minimum, 1/8 … full' });
      const previous = book.tiers[i - 1];
      if (previous && tier.priceCents < previous.priceCents)
        ctx.addIssue({
          code: 'custom',
          path: ['tiers', i, 'priceCents'],
          message: 'A bigger share must not cost less than a smaller one',
        });
    });
    if (!uniqueCodes(book.items)) ctx.addIssue({ code: 'custom', path: ['items'], message: 'Item codes repeat' });
    if (!uniqueCodes(book.surcharges))
      ctx.addIssue({ code: 'custom', path: ['surcharges'], message: 'Surcharge codes repeat' });
  });
export type PriceBookContent = z.infer<typeof PriceBookContentSchema>;

/** A saved version, as the API answers and phones hold it (synced table `priceBooks`). */
export const PriceBookSchema = z.object({
  id: idField(),
  number: z.number().int().positive(),
  tiers: z.array(VolumeTierSchema),
  items: z.array(PriceItemSchema),
  surcharges: z.array(SurchargeSchema),
  note: z.string().nullable(),
  createdBy: idField().nullable(),
  createdAt: isoTimestampField(),
});
export type PriceBook = z.infer<typeof PriceBookSchema>;

export const SavePriceBookSchema = z.object({
  /** The version the admin edited: saving over a newer one is refused (someone else saved meanwhile). */
  basedOn: z.number().int().min(0).max(2_147_483_647),
  note: requiredText(200).optional(),
  content: PriceBookContentSchema,
});
export type SavePriceBook = z.infer<typeof SavePriceBookSchema>;

const quantityField = () =>
  z
    .number({ error: 'Expected a quantity' })
    .int('Whole numbers only')
    .min(1, 'At least 1')
    .max(MAX_LINE_QUANTITY, `At most ${MAX_LINE_QUANTITY}`);

/** What the crew picked: the input of the pricing function. */
export const EstimateSelectionSchema = z.object({
  priceBookNumber: z.number().int().positive().max(2_147_483_647),
  /** Eighths of the truck (0 = minimum load), or null for items only. */
  shareEighths: z.number().int().min(0).max(TRUCK_EIGHTHS).nullable(),
  items: z.array(z.object({ code: priceCodeField(), quantity: quantityField() })).max(MAX_PRICE_BOOK_ENTRIES),
  surcharges: z.array(z.object({ code: priceCodeField(), quantity: quantityField() })).max(MAX_PRICE_BOOK_ENTRIES),
});
export type EstimateSelection = z.infer<typeof EstimateSelectionSchema>;

export const EstimateLineSchema = z.object({
  kind: z.enum(['volume', 'item', 'surcharge']),
  code: z.string(),
  label: z.string(),
  quantity: z.number().int(),
  unitCents: z.number().int(),
  amountCents: z.number().int(),
});
export type EstimateLine = z.infer<typeof EstimateLineSchema>;
