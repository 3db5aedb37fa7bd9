/**
 * An estimate priced on site and the customer's finger signature over its lines (decision 0190).
 * The device sends what it picked plus the total and lines hash it showed; the server prices the
 * selection again from the stored price-book version and refuses any difference.
 */
import { z } from 'zod';
import { idField, isoTimestampField, requiredText } from './fields.ts';
import { EstimateLineSchema, EstimateSelectionSchema } from './price-book.ts';

export const linesHashField = () => z.string().regex(/^[0-9a-f]{64}$/, 'Expected a SHA-256 in hex');

/** signature_pad's `toData()`: stroke groups of points. Bounded so a scribble cannot fill a push. */
export const SignatureStrokesSchema = z
  .array(
    z.object({
      penColor: z.string().max(40).optional(),
      dotSize: z.number().optional(),
      minWidth: z.number().optional(),
      maxWidth: z.number().optional(),
      velocityFilterWeight: z.number().optional(),
      compositeOperation: z.string().max(40).optional(),
      points: z
        .array(
          z.object({
            x: z.number().finite(),
            y: z.number().finite(),
            time: z.number().finite().optional(),
            pressure: z.number().finite().optional(),
          }),
        )
        .min(1)
        .max(2_000),
    }),
  )
  .min(1, 'The customer has not signed')
  .max(200);
export type SignatureStrokes = z.infer<typeof SignatureStrokesSchema>;

/** About 10× what a 600×200 finger signature takes as a PNG data URL. */
export const MAX_SIGNATURE_PNG_CHARS = 300_000;
export const signaturePngField = () =>
  z
    .string()
    .max(MAX_SIGNATURE_PNG_CHARS, 'The signature image is too large')
    .regex(/^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/, 'Expected a PNG data URL');

export const EstimateSchema = z.object({
  id: idField(),
  appointmentId: idField(),
  priceBookNumber: z.number().int().positive(),
  selection: EstimateSelectionSchema,
  lines: z.array(EstimateLineSchema),
  totalCents: z.number().int().min(0),
  linesHash: linesHashField(),
  /** The hash the customer signed; null until signed, cleared when the lines change. */
  signedHash: linesHashField().nullable(),
  signerName: z.string().nullable(),
  signedAt: isoTimestampField().nullable(),
  signaturePng: z.string().nullable(),
  recordedBy: idField().nullable(),
  createdAt: isoTimestampField(),
  updatedAt: isoTimestampField(),
  /**
   * The change version the phone holds this estimate at: its edit carries it back as its
   * `baseVersion`, so an edit over someone else's newer one is refused, never silently written
   * (decisions 0226, 0260).
   */
  version: z.number().int().nullable().default(null),
});
export type Estimate = z.infer<typeof EstimateSchema>;

/** Signed, and for the lines it now has. */
export const isSignedForCurrentLines = (e: Pick<Estimate, 'signedHash' | 'linesHash'>) =>
  e.signedHash !== null && e.signedHash === e.linesHash;

export const SaveEstimateSchema = z.object({
  id: idField(),
  appointmentId: idField(),
  selection: EstimateSelectionSchema,
  /** What the phone showed; refused when the server's price differs. */
  totalCents: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  linesHash: linesHashField(),
});
export type SaveEstimate = z.infer<typeof SaveEstimateSchema>;

export const SignEstimateSchema = z.object({
  estimateId: idField(),
  /** The lines the customer saw; refused when the estimate's lines are not these. */
  linesHash: linesHashField(),
  signerName: requiredText(100),
  signedAt: isoTimestampField(),
  strokes: SignatureStrokesSchema,
  png: signaturePngField(),
});
export type SignEstimate = z.infer<typeof SignEstimateSchema>;
