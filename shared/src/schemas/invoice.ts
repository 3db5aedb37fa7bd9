/**
 * Job done and the invoice it issues (decision 0192). The invoice copies the signed lines (or
 * the cheaper final share's), the customer and the signature, and is numbered without gaps.
 */
import { z } from 'zod';
import { ComplianceEntrySchema } from './compliance.ts';
import { idField, isoTimestampField, optionalText } from './fields.ts';
import { EstimateLineSchema, TRUCK_EIGHTHS } from './price-book.ts';

export const invoiceStatus = ['open', 'paid', 'void'] as const;
export type InvoiceStatus = (typeof invoiceStatus)[number];

/** The crew's "job done": the final truck share, notes for the office, and when (device time). */
export const CompleteJobSchema = z.object({
  appointmentId: idField(),
  /** The share actually hauled; higher than the signed estimate's needs a new signature first. */
  finalShareEighths: z.number().int().min(0).max(TRUCK_EIGHTHS).nullable(),
  officeNotes: optionalText(2000),
  completedAt: isoTimestampField(),
  /** Where the refrigerant appliances and tyres went (decision 0231); one entry per compliance line. */
  compliance: z.array(ComplianceEntrySchema).max(60).default([]),
});
export type CompleteJob = z.infer<typeof CompleteJobSchema>;

export const InvoiceSchema = z.object({
  id: idField(),
  number: z.number().int().positive(),
  appointmentId: idField(),
  estimateId: idField(),
  priceBookNumber: z.number().int().positive(),
  lines: z.array(EstimateLineSchema),
  totalCents: z.number().int().min(0),
  paidCents: z.number().int().min(0),
  refundedCents: z.number().int().min(0),
  status: z.enum(invoiceStatus),
  /** The customer's page: /api/invoices/public/<token> (HTML) and …/pdf. */
  publicPath: z.string(),
  customerName: z.string(),
  signerName: z.string(),
  signedAt: isoTimestampField(),
  sendStatus: z.enum(['ready', 'sent']),
  issuedAt: isoTimestampField(),
  voidReason: z.string().nullable(),
});
export type Invoice = z.infer<typeof InvoiceSchema>;

/** `invoiceNumberLabel(12)` → "HIA-000012". */
export const invoiceNumberLabel = (n: number) => `HIA-${String(n).padStart(6, '0')}`;

/** "Paid on the card reader" (no payment provider): never a card number, only its last four digits. */
export const RecordCardPaymentSchema = z.object({
  id: idField(),
  appointmentId: idField(),
  amountCents: z.number().int('Whole cents only').min(1, 'More than $0').max(10_000_000, 'At most $100,000'),
  cardLast4: z.string().regex(/^\d{4}$/, 'The last four digits of the card'),
  approvalCode: z
    .string()
    .regex(/^[A-Za-z0-9]{4,12}$/, 'The approval code on the reader’s receipt: 4–12 letters or digits'),
  paidAt: isoTimestampField(),
});
export type RecordCardPayment = z.infer<typeof RecordCardPaymentSchema>;

/** An admin's refund of (part of) a payment, always with a reason. */
export const RefundSchema = z.object({
  amountCents: z.number().int().min(1).max(10_000_000),
  reason: z.string().trim().min(3, 'Say why').max(500),
});
export const VoidInvoiceSchema = z.object({ reason: z.string().trim().min(3, 'Say why').max(500) });
