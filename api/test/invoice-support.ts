/**
 * A job with a signed estimate, as the crew makes one offline (sync push): the tests' one way to
 * reach an invoice (invoices, money).
 */
import { randomUUID } from 'node:crypto';
import { type EstimateSelection, estimateLinesHash, type PriceBook, priceEstimate } from '@haul/shared';
import type { JobOverrides } from '@haul/shared/factories';
import type { Harness } from './harness.ts';
import { addJob, mutation, pushOk } from './sync-support.ts';

export const TINY_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

export async function signedJob(
  h: Harness,
  who: { admin: string; cookie: string; book: PriceBook },
  crewIds: string[],
  selection: Partial<EstimateSelection> = {},
  job: JobOverrides = {},
) {
  const { book } = who;
  const added = await addJob(h, who.admin, { crew: crewIds, ...job });
  const full: EstimateSelection = {
    priceBookNumber: book.number,
    shareEighths: 4,
    items: [{ code: 'mattress', quantity: 1 }],
    surcharges: [],
    ...selection,
  };
  const priced = priceEstimate(book, book.number, full);
  if (!priced.ok) throw new Error(priced.message);
  const id = randomUUID();
  const linesHash = await estimateLinesHash(priced);
  const { results } = await pushOk(h, who.cookie, randomUUID(), [
    mutation(1, 'saveEstimate', {
      id,
      appointmentId: added.id,
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
      png: TINY_PNG,
    }),
  ]);
  if (results.some((r) => r.status !== 'applied')) throw new Error(JSON.stringify(results));
  return { appointmentId: added.id, totalCents: priced.totalCents };
}
