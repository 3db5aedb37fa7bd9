/**
 * Customers (decision 0142): the person behind appointments, matched by phone or
 * email when a job is stored, merged by hand by the office. Office only: never synced to phones,
 * never in a public response.
 */
import { z } from 'zod';
import { AppointmentSchema } from './appointment.ts';
import { idField, requiredText, singleLineText } from './fields.ts';

const pageField = () => z.coerce.number({ error: 'Expected a page number' }).int().min(1).max(100_000).default(1);

export const CustomerSummarySchema = z.object({
  id: idField(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  email: z.string(),
  createdAt: z.string(),
  /** Every job stored for them, cancelled ones included. */
  jobCount: z.number(),
  completedCount: z.number(),
  /** The latest job date (any status), or null. */
  lastJobDate: z.string().nullable(),
});
export type CustomerSummary = z.infer<typeof CustomerSummarySchema>;

export const CustomerSearchQuerySchema = z.object({
  q: singleLineText().trim().max(100, 'Must be at most 100 characters').optional(),
  page: pageField(),
});
export type CustomerSearchQuery = z.infer<typeof CustomerSearchQuerySchema>;

export const CustomerPageSchema = z.object({
  items: z.array(CustomerSummarySchema),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
});
export type CustomerPage = z.infer<typeof CustomerPageSchema>;

export const CustomerNoteSchema = z.object({
  id: idField(),
  body: z.string(),
  byName: z.string(),
  at: z.string(),
});
export type CustomerNote = z.infer<typeof CustomerNoteSchema>;

/** A customer merged into this one: who said they were the same, and when. */
export const CustomerMergeSchema = z.object({
  customerId: idField(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  byName: z.string().nullable(),
  at: z.string(),
});
export type CustomerMerge = z.infer<typeof CustomerMergeSchema>;

export const CustomerDetailSchema = z.object({
  customer: CustomerSummarySchema,
  /** Set when this record was merged into another: the office follows it there. */
  mergedInto: idField().nullable(),
  /** Newest date first. */
  jobs: z.array(AppointmentSchema),
  notes: z.array(CustomerNoteSchema),
  merged: z.array(CustomerMergeSchema),
});
export type CustomerDetail = z.infer<typeof CustomerDetailSchema>;

export const CustomerNoteInputSchema = z.object({ body: requiredText(2000, { multiline: true }) });
export type CustomerNoteInput = z.infer<typeof CustomerNoteInputSchema>;

/** Merge the customer in the path into `intoId`: their jobs and notes move there. */
export const CustomerMergeInputSchema = z.object({ intoId: idField() });
export type CustomerMergeInput = z.infer<typeof CustomerMergeInputSchema>;
