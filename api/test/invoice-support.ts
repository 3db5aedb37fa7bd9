/**
 * Shared by the invoice and payment tests: a job with an estimate the customer signed (through
 * the sync push, as the phone sends it), the completion that issues its invoice, and a card-reader
 * payment's arguments.
 */
import { randomUUID } from 'node:crypto';
import { type EstimateSelection, estimateLinesHash, type PriceBook, priceEstimate } from '@haul/shared';
import type { JobOverrides } from '@haul/shared/factories';
import type { Harness } from './harness.ts';
import { addJob, mutation, pushOk } from './sync-support.ts';

export const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** A job assigned to `crewIds`, priced and signed by `cookie` (who must be allowed to). */
export async function signedJob(
  h: Harness,
  ctx: { admin: string; book: PriceBook },
  cookie: string,
  crewIds: string[],
  selection: Partial<EstimateSelection> = {},
  overrides: JobOverrides = {},
) {
  const job = await addJob(h, ctx.admin, { crew: crewIds, ...overrides });
  const full: EstimateSelection = {
    priceBookNumber: ctx.book.number,
    shareEighths: 4,
    items: [{ code: 'mattress', quantity: 1 }],
    surcharges: [],
    ...selection,
  };
  const priced = priceEstimate(ctx.book, ctx.book.number, full);
  if (!priced.ok) throw new Error(priced.message);
  const id = randomUUID();
  const linesHash = await estimateLinesHash(priced);
  const { results } = await pushOk(h, cookie, randomUUID(), [
    mutation(1, 'saveEstimate', {
      id,
      appointmentId: job.id,
      selection: full,
      totalCents: priced.totalCents,
      linesHash,
    }),
    mutation(2, 'signEstimate', {
      estimateId: id,
      linesHash,
      signerName: 'Keisha Long',
      signedAt: '2025-01-06T15:05:00.000Z',
      strokes: [{ points: [{ x: 1, y: 1 }] }],
      png: PNG,
    }),
  ]);
  if (results.some((r) => r.status !== 'applied')) throw new Error(JSON.stringify(results));
  return { appointmentId: job.id, totalCents: priced.totalCents };
}

/** The `completeJob` arguments: the job done at the signed (or another) share. */
export const done = (appointmentId: string, finalShareEighths: number | null = 4, officeNotes?: string) => ({
  appointmentId,
  finalShareEighths,
  completedAt: '2025-01-06T17:00:00.000Z',
  ...(officeNotes ? { officeNotes } : {}),
});

/** "Paid on the card reader" for `amountCents`. */
export const cardPayment = (appointmentId: string, amountCents: number, id: string = randomUUID()) => ({
  id,
  appointmentId,
  amountCents,
  cardLast4: '4242',
  approvalCode: 'A7X91Q',
  paidAt: '2025-01-06T17:10:00.000Z',
});
