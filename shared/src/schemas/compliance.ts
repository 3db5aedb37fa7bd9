/**
 * Compliance on the line items (decision 0231): where a refrigerant appliance or a tyre went. The
 * office keeps its disposal partners — Georgia-permitted tyre carriers and certified refrigerant
 * recyclers — which sync to phones; the crew says, when the job is done, who recovered the
 * refrigerant (or which recycler took the appliance) and which carrier took the tyres. Decision 0231.
 */
import { z } from 'zod';
import { calendarDateField, idField, isoTimestampField, optionalText, requiredText } from './fields.ts';
import { priceCodeField } from './price-book.ts';

export const disposalPartnerKind = ['tyre_carrier', 'refrigerant_recycler'] as const;
export type DisposalPartnerKind = (typeof disposalPartnerKind)[number];
export const DISPOSAL_PARTNER_LABELS: Record<DisposalPartnerKind, string> = {
  tyre_carrier: 'Permitted tyre carrier',
  refrigerant_recycler: 'Certified refrigerant recycler',
};

/** A partner as the office saves it and phones hold it (synced table `disposalPartners`). */
export const DisposalPartnerSchema = z.object({
  id: idField(),
  kind: z.enum(disposalPartnerKind),
  name: z.string(),
  /** The carrier's Georgia EPD scrap-tire carrier permit, or the recycler's certification. */
  permit: z.string(),
  createdAt: isoTimestampField(),
});
export type DisposalPartner = z.infer<typeof DisposalPartnerSchema>;

export const DisposalPartnerCreateSchema = z.object({
  kind: z.enum(disposalPartnerKind),
  name: requiredText(120),
  permit: requiredText(60),
});
export type DisposalPartnerCreate = z.infer<typeof DisposalPartnerCreateSchema>;

/**
 * What the crew records for one compliance line at job done. A tyre line names a carrier
 * (`partnerId`); a refrigerant line names either the certified recycler it goes to (`partnerId`)
 * or who recovered the refrigerant (`recoveredBy`: name and EPA certification) and on which day.
 */
export const ComplianceEntrySchema = z.object({
  itemCode: priceCodeField(),
  partnerId: idField().optional(),
  recoveredBy: optionalText(160, { multiline: false }),
  recoveredOn: calendarDateField().optional(),
});
export type ComplianceEntry = z.infer<typeof ComplianceEntrySchema>;

/** One row of the office's compliance log (an inspector's reading). */
export const ComplianceLogRowSchema = z.object({
  id: idField(),
  appointmentId: idField(),
  invoiceNumber: z.number().int(),
  doneAt: isoTimestampField(),
  customerName: z.string(),
  address: z.string(),
  kind: z.enum(['refrigerant', 'tyre']),
  itemLabel: z.string(),
  quantity: z.number().int(),
  partnerName: z.string().nullable(),
  partnerPermit: z.string().nullable(),
  recoveredBy: z.string().nullable(),
  recoveredOn: z.string().nullable(),
  recordedByName: z.string().nullable(),
});
export type ComplianceLogRow = z.infer<typeof ComplianceLogRowSchema>;

export const ComplianceLogQuerySchema = z.object({
  from: calendarDateField(),
  to: calendarDateField(),
});
export type ComplianceLogQuery = z.infer<typeof ComplianceLogQuerySchema>;
